// Uploads one file to `POST /api/v1/attachments` (multipart). The JSON client cannot send a form,
// so this is the one call that uses fetch itself, with the same headers as the client.
import { API_BASE, CLIENT_INFO, toApiError } from '../../data/api-client';

export type UploadedAttachment = { id: string; filename: string; size: number; contentType: string };

export async function uploadAttachment(file: File): Promise<UploadedAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`${API_BASE}/attachments`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Client-Info': CLIENT_INFO, 'X-Requested-With': 'mars' },
  });
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as UploadedAttachment;
}

export function attachmentUrl(id: string): string {
  return `${API_BASE}/attachments/${encodeURIComponent(id)}`;
}
