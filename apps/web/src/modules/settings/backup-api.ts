// The backup calls of settings 'Data and backup' (server: modules/backup): downloads go through fetch
// so that an error answer (a rate limit, say) is shown instead of being saved as a file.
import type { AutomaticBackups, BackupFrequency, RestoreResult } from '@mars/domain';

import { API_BASE, api, CLIENT_INFO, downloadFile, toApiError } from '../../data/api-client';

export type { AutomaticBackups, BackupFrequency, RestoreResult, StoredBackup } from '@mars/domain';
export { BACKUP_FREQUENCIES } from '@mars/domain';

export const backupKeys = { automatic: ['backup', 'automatic'] as const };

export function readAutomaticBackups(): Promise<AutomaticBackups> {
  return api.request<AutomaticBackups>('GET', '/backup/automatic');
}

export function saveBackupFrequency(frequency: BackupFrequency): Promise<AutomaticBackups> {
  return api.request<AutomaticBackups>('PUT', '/backup/automatic', { frequency });
}

export function downloadBackupNow(): Promise<string> {
  return downloadFile('/backup', 'mars-backup.tar.gz');
}

export function downloadStoredBackup(name: string): Promise<string> {
  return downloadFile(`/backup/automatic/${encodeURIComponent(name)}`, name);
}

export async function restoreBackup(file: File, organizationName: string): Promise<RestoreResult> {
  const name = organizationName.trim();
  const response = await fetch(
    `${API_BASE}/backup/restore${name ? `?name=${encodeURIComponent(name)}` : ''}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/gzip',
        'X-Requested-With': 'mars',
        'X-Client-Info': CLIENT_INFO,
      },
      credentials: 'same-origin',
      body: file,
    },
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as RestoreResult;
}
