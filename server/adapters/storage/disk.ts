// Files on the local disk, under DATA_DIR/uploads. Written to a temporary name and renamed, so a
// crash never leaves a half-written image behind a name the database already knows.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { FileStorage } from './storage'

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.path(key)
    await mkdir(dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(tmp, body)
    await rename(tmp, file)
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true })
  }

  /** Keys are made by the server, but a key that would leave the root is refused all the same. */
  private path(key: string): string {
    const file = resolve(join(this.root, key))
    if (!file.startsWith(resolve(this.root) + sep)) throw new Error(`storage key outside the root: ${key}`)
    return file
  }
}
