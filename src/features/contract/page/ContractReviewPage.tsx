/**
 * 合同审查 (spec §2 "Contract review page"; /contract, and /guidContract for the law-firm tenant): title, the upload
 * area in its two states (upload zone; file card + review settings), the sample contract, the unsupported-contract
 * tip, the 4 recent tasks with 全部, and the history panel (history=show).
 *
 * The one-minute intro video of the spec (hidden when base config app_video_display equals 1) is left out on
 * purpose: no video file ships with LawDesk, and a button that opens an empty player is worse than no button.
 */
import { Box, Button, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ChangeEvent } from 'react';
import { SAMPLE_TOAST_MS } from '@common/limits';
import { HistoryIcon } from '@/components/icons';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/lib/store';
import { usePagePollFallback } from '@/lib/offline/useWorkerState';
import { askNotificationsAfterReviewSubmitted } from '@/lib/pwa/notifications';
import { requireLogin } from '@/features/auth/login-gate';
import { configInfoQueryOptions } from '@/features/base/queries';
import { useContractUpload, UPLOAD_BUSY_MESSAGE } from '../upload/useContractUpload';
import { docQueueText, useDocQueue } from '../upload/useDocQueue';
import { uploadedFile } from '../upload/upload-state';
import { useReviewSettings } from '../form/useReviewSettings';
import { ReviewSettingsForm } from '../form/ReviewSettingsForm';
import { usePollTaskStatus } from '../tasks/usePollTaskStatus';
import { HistoryPanel } from '../history/HistoryPanel';
import { InfoIcon, DownloadIcon } from '../icons';
import { UploadZone } from './UploadZone';
import { FileCard } from './FileCard';
import { RecentTasks } from './RecentTasks';

/** The sample contract shipped with LawDesk (scripts/make-sample-contract.ts writes it). */
export const SAMPLE_CONTRACT = { url: '/samples/sample-sales-contract.docx', name: '工业设备买卖合同（示例）.docx' };

type TProps = {
  historyOpen: boolean;
  onHistoryChange: (open: boolean) => void;
};

export function ContractReviewPage({ historyOpen, onHistoryChange }: TProps) {
  const token = useAppStore((s) => s.token);
  const inputRef = useRef<HTMLInputElement>(null);
  // Servers without LibreOffice say so in base config (issue 17): the page tells the user before a file is picked.
  const docConversion = useQuery(configInfoQueryOptions()).data?.server_features?.doc_conversion !== false;
  const upload = useContractUpload({ onSuccess: (result) => void settings.identify(result), docConversion });
  const uploaded = uploadedFile(upload.state);
  const docQueue = useDocQueue(upload.state);
  const settings = useReviewSettings(uploaded, upload.state.phase === 'danger');
  // The service worker polls for every open page; this page polls only if the worker stopped answering (decision 094).
  const pagePolls = usePagePollFallback();
  usePollTaskStatus(Boolean(token) && pagePolls);

  const pickFile = () =>
    requireLogin(() => {
      if (upload.isBusy) notify.warning(UPLOAD_BUSY_MESSAGE);
      else inputRef.current?.click();
    });

  const startUpload = (file: File) => {
    settings.reset();
    upload.start(file);
  };

  const handleInput = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) startUpload(file);
  };

  const handleSample = () =>
    requireLogin(() => {
      if (upload.isBusy) {
        notify.warning(UPLOAD_BUSY_MESSAGE);
        return;
      }
      void fetch(SAMPLE_CONTRACT.url)
        .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
        .then((blob) => {
          startUpload(new File([blob], SAMPLE_CONTRACT.name, { type: blob.type }));
          notify.info('已载入示例合同，可直接设置审查条件', { duration: SAMPLE_TOAST_MS });
        })
        .catch(() => notify.error('示例合同加载失败，请稍后重试'));
    });

  const handleSubmit = () =>
    requireLogin(() => {
      void settings.submit().then((created) => {
        if (!created) return;
        upload.clear();
        notify.success('审查任务已提交，完成后可在最近审查中查看');
        // The moment a notification makes sense: ask once, after the first submitted review (decision 095).
        void askNotificationsAfterReviewSubmitted();
      });
    });

  const state = upload.state;
  return (
    <Box px={{ base: '4', md: '8' }} py="6" data-testid="contract-page">
      <Stack gap="6" maxW="1200px" mx="auto">
        <HStack justify="space-between" align="flex-end" gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl" color="brand.900" letterSpacing="tight">
              合同审查
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              上传 Word 合同，AI 按您的审查立场逐条识别风险，生成批注版、修订版与审查意见书。
            </Text>
          </Stack>
          <Button variant="outline" size="sm" bg="white" onClick={() => requireLogin(() => onHistoryChange(true))} data-testid="open-history">
            <HistoryIcon />
            审查记录
          </Button>
        </HStack>

        <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
          <input ref={inputRef} type="file" accept={docConversion ? '.doc,.docx' : '.docx'} hidden onChange={handleInput} data-testid="file-input" />
          {state.phase === 'idle' ? (
            <UploadZone docConversion={docConversion} onPick={pickFile} onDropFile={(file) => requireLogin(() => startUpload(file))} />
          ) : (
            <Stack gap="5">
              <FileCard
                state={state}
                queueText={docQueueText(docQueue)}
                onClose={() => {
                  upload.clear();
                  settings.reset();
                }}
                onReupload={() => {
                  upload.clear();
                  pickFile();
                }}
              />
              <Separator />
              <ReviewSettingsForm settings={settings} uploadDone={uploaded !== null} onSubmit={handleSubmit} />
            </Stack>
          )}
          <HStack mt="4" justify="space-between" wrap="wrap" gap="2" fontSize="sm">
            <HStack gap="3">
              <Link as="button" color="brand.fg" fontWeight="medium" onClick={handleSample} data-testid="sample-contract">
                查看示例合同
              </Link>
              <Link href={SAMPLE_CONTRACT.url} download={SAMPLE_CONTRACT.name} color="fg.muted" fontSize="xs" data-testid="sample-download">
                <DownloadIcon boxSize="3.5" />
                下载示例
              </Link>
            </HStack>
            <HStack gap="1.5" color="fg.muted" fontSize="xs">
              <InfoIcon boxSize="3.5" />
              <Text>多方合同和英文合同暂不支持</Text>
            </HStack>
          </HStack>
        </Box>

        <RecentTasks onShowAll={() => requireLogin(() => onHistoryChange(true))} />
      </Stack>
      <HistoryPanel open={historyOpen && Boolean(token)} onClose={() => onHistoryChange(false)} />
    </Box>
  );
}
