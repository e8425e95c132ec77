// What the uploads need of a storage: keys are 'folder/name', made by the server.
export interface FileStorage {
  /** Stores the bytes under the key (e.g. 'products/3f9c2a7e1b.webp'), replacing any there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>
}
