/**
 * What a lawyer can do with a task, shared by the recent-task cards, the history rows and the detail page: open,
 * download (decrypted in the browser), rename, delete, retry — each behind the guards of spec §5.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { TDownloadKind, TTask } from '@common/api/contract';
import { notify } from '@/lib/notify';
import { isQueuedResult } from '@/lib/offline/sw-protocol';
import { useBrand } from '@/features/base/useBrand';
import { guardTaskAction, type TTaskAction } from './guards';
import { taskHref, openTaskPage } from './task-links';
import { downloadTaskFile, DownloadError } from './download-task-file';
import { RenameTaskDialog } from './RenameTaskDialog';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { useRetryTaskMutation } from '../queries';

/** Runs the guard; shows its warning or error and returns false when the action must not run. */
export function passGuard(action: TTaskAction, task: TTask): boolean {
  const g = guardTaskAction(action, task.status);
  if (g.ok) return true;
  notify[g.level](g.message);
  return false;
}

export type TTaskActions = {
  open: () => void;
  /** Guards a download menu before it opens. */
  canDownload: () => boolean;
  download: (kind: TDownloadKind) => void;
  downloading: TDownloadKind | null;
  rename: () => void;
  remove: () => void;
  retry: () => void;
  retrying: boolean;
  /** The rename / delete dialog when one is open. */
  dialogs: ReactNode;
};

export function useTaskActions(task: TTask): TTaskActions {
  const brand = useBrand();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [downloading, setDownloading] = useState<TDownloadKind | null>(null);
  const retryMutation = useRetryTaskMutation();

  const download = (kind: TDownloadKind) => {
    if (!passGuard('download', task) || downloading) return;
    setDownloading(kind);
    downloadTaskFile(task, kind)
      .then((fileName) => notify.success(`已下载：${fileName}`))
      .catch((err: unknown) => {
        // ApiError toasts come from the api client; file-level problems are ours to say.
        if (err instanceof DownloadError) notify.error(err.message);
      })
      .finally(() => setDownloading(null));
  };

  return {
    open: () => {
      if (passGuard('open', task)) openTaskPage(taskHref(task), brand.open_in_same_tab, (href) => void navigate({ href }));
    },
    canDownload: () => passGuard('download', task),
    download,
    downloading,
    rename: () => {
      if (passGuard('rename', task)) setDialog('rename');
    },
    remove: () => {
      if (passGuard('delete', task)) setDialog('delete');
    },
    retry: () => {
      if (task.status !== 'FAILURE' || retryMutation.isPending) return;
      retryMutation.mutate(task, { onSuccess: (result) => !isQueuedResult(result) && notify.success('已重新提交审查') });
    },
    retrying: retryMutation.isPending,
    dialogs:
      dialog === 'rename' ? (
        <RenameTaskDialog task={task} onClose={() => setDialog(null)} />
      ) : dialog === 'delete' ? (
        <DeleteTaskDialog task={task} onClose={() => setDialog(null)} />
      ) : null,
  };
}
