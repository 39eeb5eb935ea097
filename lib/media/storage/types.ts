/** Where media files live: one small interface, a local directory or an S3-compatible bucket behind it. */
export interface MediaStorage {
  /** "file system" or "S3": said in logs and messages. */
  readonly kind: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the files; missing ones are not an error. */
  delete(keys: string[]): Promise<void>;
}
