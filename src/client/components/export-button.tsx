import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  exportQueuedSchema,
  type AnalyticsExportRequest,
  type ExportFormat,
  type ExportList,
} from '@shared/exports/schemas';

import { ApiError, errorText, sendJson, withParams, type ListParams } from '../lib/api';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

/** The file name the server gave (Content-Disposition), or a plain one. */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Saves a blob as a download in the browser. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads every row of a list under `params` (the screen's search, filters and sort — not its page)
 * as CSV or XLSX. A large export is written in the background: the server answers 202 and the screen
 * says the download link will come by message.
 */
export async function exportList(list: ExportList, params: ListParams, format: ExportFormat): Promise<void> {
  const filters = Object.fromEntries(
    Object.entries(params).filter(([key]) => key !== 'limit' && key !== 'offset'),
  );
  const res = await fetch(withParams(`/api/exports/${list}`, { ...filters, format }), {
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  if (res.status === 202) {
    const queued = exportQueuedSchema.parse(await res.json());
    toast({ title: queued.title, description: queued.description });
    return;
  }
  save(await res.blob(), fileNameOf(res, `${list}.${format}`));
}

/** The Export buttons of a list screen ('Export CSV', 'Export XLSX'): the current filters and sort. */
export function ExportButton({
  list,
  params,
  label = 'Export',
}: {
  list: ExportList;
  params: ListParams;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await exportList(list, params, format);
    } catch (error) {
      toast({ title: 'Export Failed', description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  // Two plain buttons rather than a menu: every list screen carries them, so they stay light.
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void run(format)}
        >
          <Download aria-hidden="true" />
          {`${label} ${format.toUpperCase()}`}
        </Button>
      ))}
    </div>
  );
}

/**
 * The Analytics 'Export Data': asks for the filtered spend lines as CSV and XLSX (always written by the
 * job) and toasts 'Export Started' with the server's words; the links come by message.
 */
export async function startAnalyticsExport(filters: AnalyticsExportRequest['filters']): Promise<void> {
  try {
    const queued = await sendJson(
      'POST',
      '/api/analytics/exports',
      { format: 'both', filters },
      exportQueuedSchema,
    );
    toast({ title: queued.title, description: queued.description });
  } catch (error) {
    toast({ title: 'Export Failed', description: errorText(error), variant: 'destructive' });
  }
}
