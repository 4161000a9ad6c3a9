import { coded } from '@zuban/contract/message-catalogue';
import { auditStaffAccess, isStaffSession } from '../admin/staff-access';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import { readStoredFile } from './stored-files';
import { findStoredFile } from './stored-files-repo';

export interface Download {
  data: Buffer;
  mediaType: string;
  originalName: string;
}

/**
 * An uploaded file for its owner, or for staff in a browser session (audited, #22); anyone else is
 * told it does not exist (404 file_not_found).
 */
export async function downloadFile(ctx: AppContext, principal: Principal, fileId: string): Promise<Download> {
  const row = await findStoredFile(ctx.db, fileId);
  if (!row || (row.owner_id !== principal.userId && !isStaffSession(principal)))
    throw notFound(coded('request.noSuchFile'), 'file_not_found');
  if (row.owner_id !== principal.userId) {
    await auditStaffAccess(ctx, principal, {
      action: 'file.download',
      targetType: 'file',
      targetId: row.id,
      after: { owner: row.owner_id, name: row.original_name },
    });
  }
  const data = await readStoredFile(ctx, row.id);
  return { data, mediaType: row.media_type, originalName: row.original_name };
}
