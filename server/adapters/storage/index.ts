// Where uploaded files are kept. The embedded default is a folder under DATA_DIR; an S3-compatible
// bucket (AWS, MinIO, ArvanCloud, Liara…) is chosen by configuration (S3_ENDPOINT). Either way
// the app serves them itself at /uploads/<folder>/<name>, so an image's url never depends on it.
import { join } from 'node:path'
import type { Config } from '../../config'
import { DiskStorage } from './disk'
import { S3Storage } from './s3'
import type { FileStorage } from './storage'

export type { FileStorage } from './storage'

export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  const s3 = config.storage.s3
  if (s3) return new S3Storage(s3)
  return new DiskStorage(join(config.dataDir, 'uploads'))
}
