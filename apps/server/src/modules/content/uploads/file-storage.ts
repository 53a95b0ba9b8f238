/**
 * Where uploaded files (logos) live. The disk implementation keeps them under DATA_DIR; an
 * object storage implementation (S3, OSS, MinIO) would put `save` behind a PUT of the bucket
 * key and `read` behind a GET, and may answer `publicUrl` with its CDN address instead of the
 * server's own /uploads path. Names are content hashes, so a stored file never changes and any
 * cache may keep it forever.
 */
export interface TFileStorage {
  /** Stores the bytes under `name` (idempotent: the same name always holds the same bytes). */
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of `name`, or null when there is no such file. */
  read(name: string): Promise<Uint8Array | null>;
  /** The address a browser loads the file from. */
  publicUrl(name: string): string;
}

/** Content-hashed file names only: 64 hex digits and a known extension, so no path tricks. */
export const storedFileName = /^[0-9a-f]{64}\.(png|jpg|webp|gif|ico)$/;
