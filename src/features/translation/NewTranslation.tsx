import { Badge, Box, Button, Checkbox, HStack, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TTranslationLang } from '@common/api/translation';
import { notify } from '@/lib/notify';
import { fetchFileAmount, priceQueryOptions, termListsQueryOptions, useTranslationMutations } from './api';
import { useTranslationUpload } from './useTranslationUpload';

const DIRECTIONS: { value: string; label: string; source: TTranslationLang; target: TTranslationLang }[] = [
  { value: 'zh-en', label: '中 → 英', source: 'zh', target: 'en' },
  { value: 'en-zh', label: '英 → 中', source: 'en', target: 'zh' },
];

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Upload a document, choose the direction and term lists, see the price and confirm (issue 11, item 1). */
export function NewTranslation({ onCreated }: { onCreated: (taskId: string) => void }) {
  const { state, upload, reset } = useTranslationUpload();
  const price = useQuery(priceQueryOptions());
  const lists = useQuery(termListsQueryOptions());
  const { create } = useTranslationMutations();
  const [selected, setSelected] = useState<string[]>([]);
  const [amount, setAmount] = useState<{ chars: number; cents: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const modelConfigured = price.data?.model_configured ?? true;

  const uploadedId = state.phase === 'done' ? state.file.file_id : null;
  const detected = state.phase === 'done' ? state.file.detected_lang : null;
  useEffect(() => {
    if (!uploadedId) return;
    let cancelled = false;
    fetchFileAmount(uploadedId)
      .then((a) => !cancelled && setAmount({ chars: a.char_count, cents: a.price_cents }))
      .catch(() => !cancelled && setAmount(null));
    return () => {
      cancelled = true;
    };
  }, [uploadedId]);
  // The direction follows the uploaded file's language until the lawyer changes it.
  const [chosenDirection, setChosenDirection] = useState<string | null>(null);
  const effectiveDirection = chosenDirection ?? (detected === 'en' ? 'en-zh' : 'zh-en');

  const handleStart = async () => {
    if (state.phase !== 'done') return;
    const dir = DIRECTIONS.find((d) => d.value === effectiveDirection)!;
    const created = await create.mutateAsync({
      file_id: state.file.file_id,
      source_lang: dir.source,
      target_lang: dir.target,
      term_list_ids: selected,
    });
    notify.success('已提交翻译');
    reset();
    setChosenDirection(null);
    setAmount(null);
    onCreated(created.task_id);
  };

  return (
    <Stack gap="4" p="5" bg="white" borderWidth="1px" borderColor="border" rounded="xl">
      {!modelConfigured && (
        <Box p="3" rounded="md" bg="orange.50" color="orange.800" fontSize="sm" data-testid="model-required">
          翻译需要配置大模型：请管理员设置 AI_BASE_URL、AI_API_KEY 与
          AI_MODEL。术语表的新建、导入与导出不受影响。
        </Box>
      )}
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        rounded="lg"
        p="6"
        textAlign="center"
        cursor="pointer"
        onClick={() => input.current?.click()}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const file = e.dataTransfer.files[0];
          if (file) void upload(file);
        }}
      >
        <input
          ref={input}
          type="file"
          accept=".doc,.docx,.txt"
          hidden
          onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
        />
        <Text fontWeight="semibold">点击或拖拽上传需要翻译的文件</Text>
        <Text fontSize="sm" color="fg.muted">
          支持 doc、docx、txt，文件在浏览器中加密后上传；译文保留原文的段落、表格与编号格式
        </Text>
      </Box>
      {state.phase === 'uploading' && (
        <Stack gap="1">
          <Text fontSize="sm">{state.name}</Text>
          <Progress.Root value={state.progress} size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {state.phase === 'failed' && (
        <Text color="fg.error" fontSize="sm">
          {state.name}：{state.error}
        </Text>
      )}
      {state.phase === 'done' && (
        <Stack gap="3" data-testid="translation-settings">
          <HStack gap="3" wrap="wrap">
            <Badge>{state.file.file_type}</Badge>
            <Text fontWeight="medium">{state.file.file_name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {state.file.file_count.toLocaleString()} 字
            </Text>
          </HStack>
          <HStack gap="3">
            <Text fontSize="sm" w="72px">
              翻译方向
            </Text>
            <NativeSelect.Root w="140px" size="sm">
              <NativeSelect.Field
                aria-label="翻译方向"
                value={effectiveDirection}
                onChange={(e) => setChosenDirection(e.target.value)}
              >
                {DIRECTIONS.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <HStack gap="3" align="start">
            <Text fontSize="sm" w="72px" pt="0.5">
              术语表
            </Text>
            <Stack gap="1.5">
              {(lists.data?.items ?? []).length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  还没有术语表，可在“术语表”中新建或导入
                </Text>
              )}
              {(lists.data?.items ?? []).map((l) => (
                <Checkbox.Root
                  key={l.term_list_id}
                  size="sm"
                  checked={selected.includes(l.term_list_id)}
                  onCheckedChange={(e) =>
                    setSelected((s) =>
                      e.checked ? [...s, l.term_list_id] : s.filter((x) => x !== l.term_list_id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {l.name}（{l.count} 条{l.scope === 'firm' ? '，企业' : ''}）
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </HStack>
          {amount && state.phase === 'done' && (
            <Text fontSize="sm" data-testid="translation-price">
              预计费用：{amount.chars.toLocaleString()} 字 × {yuan(price.data?.price_per_thousand_cents ?? 0)}
              /千字 = <b>{yuan(amount.cents)}</b>
            </Text>
          )}
          <HStack>
            <Button
              colorPalette="brand"
              loading={create.isPending}
              disabled={!modelConfigured}
              onClick={() => void handleStart().catch(() => {})}
            >
              确认翻译
            </Button>
            <Button variant="ghost" onClick={reset}>
              重新选择
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
