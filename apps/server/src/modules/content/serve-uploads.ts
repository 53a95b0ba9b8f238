import type { FastifyInstance } from 'fastify';
import { storedFileName } from './uploads/file-storage.ts';
import type { TFileStorage } from './uploads/file-storage.ts';
import { imageTypes, type TImageExtension } from './uploads/sniff-image-type.ts';

/**
 * GET /uploads/<sha256>.<ext>: a stored file never changes under its name, so browsers and
 * proxies keep it for a year without asking again; a new logo is a new name in GetAllLogo.
 * Outside the site guard: the /Offline and /IPRestricted pages show the logo too.
 */
export function serveUploads(app: FastifyInstance, storage: TFileStorage): void {
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { config: { bypassSiteGuard: true } },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = storedFileName.test(name) ? await storage.read(name) : null;
      if (!bytes) return reply.callNotFound();
      const extension = name.slice(name.lastIndexOf('.') + 1) as TImageExtension;
      return (
        reply
          .header('Content-Type', imageTypes[extension])
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          // Players' chat images are served here too: the type is the one sniffed at upload.
          .header('X-Content-Type-Options', 'nosniff')
          .send(Buffer.from(bytes))
      );
    },
  );
}
