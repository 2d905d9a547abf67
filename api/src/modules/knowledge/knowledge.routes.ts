import { Router } from 'express';
import { knowledgeUploadLimits } from '../../contracts/admin.ts';
import { signedIn, requireAdmin } from '../../platform/http/guards.ts';
import { readFileUpload } from '../../platform/http/read-multipart.ts';
import type { ModuleContext } from '../module-context.ts';
import { checkTxtFileName, fileIdParam, listQuery, uploadFields } from './knowledge.schemas.ts';

/** Spec §7 'Upload hotel file': POST /api/form/upload, multipart file, is_general, hotel_id. */
export function knowledgeUploadRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.knowledge;
  router.post('/upload', requireAdmin, async (req, res) => {
    const upload = await readFileUpload(req, res, {
      fileField: 'file',
      maxFileBytes: knowledgeUploadLimits.maxBytes,
      tooLargeMessage: knowledgeUploadLimits.tooLargeMessage,
      checkFileName: checkTxtFileName,
    });
    const fields = uploadFields.parse(upload.fields);
    const file = await service.upload(signedIn(req).userId, fields, upload.file);
    res.status(202).json({ file });
  });
  return router;
}

/** Listing, download and deletion of uploaded files (admins only). */
export function knowledgeFileRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.knowledge;
  router.use(requireAdmin);

  router.get('/', async (req, res) => {
    const query = listQuery.parse(req.query);
    res.json({ files: await service.list(query.hotelId ?? null) });
  });

  router.get('/:fileId/preview', async (req, res) => {
    res.json({ preview: await service.preview(fileIdParam.parse(req.params.fileId)) });
  });

  router.get('/:fileId/download', async (req, res) => {
    const { fileName, data } = await service.download(fileIdParam.parse(req.params.fileId));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(data);
  });

  router.post('/:fileId/retry', async (req, res) => {
    res.status(202).json({ file: await service.retry(fileIdParam.parse(req.params.fileId)) });
  });

  router.delete('/:fileId', async (req, res) => {
    await service.remove(fileIdParam.parse(req.params.fileId));
    res.status(204).end();
  });
  return router;
}
