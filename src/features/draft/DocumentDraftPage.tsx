/**
 * 文书起草 (/documentDraft, /guidDraft): templates by tab with search; picking one opens its form — fields with help
 * and a narrative box — and 生成文书 drafts it and opens the detail page.
 */
import { Badge, Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FIELD_VALUE_MAX, NARRATIVE_MAX, type TTemplateInfo } from '@common/api/draft';
import { newIdempotencyKey } from '@/features/contract/ids';
import { createDraft, fetchTabs, fetchTemplates } from './api';

export function DocumentDraftPage({ detailPath = '/draftDetail', historyPath = '/draftHistory' }: { detailPath?: string; historyPath?: string }) {
  const [tab, setTab] = useState('all');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TTemplateInfo | null>(null);
  const navigate = useNavigate();
  const tabs = useQuery({ queryKey: ['draft', 'tabs'], queryFn: fetchTabs, staleTime: Infinity });
  const templates = useQuery({ queryKey: ['draft', 'templates', tab, search], queryFn: () => fetchTemplates(tab === 'all' ? undefined : tab, search), staleTime: 60_000 });
  if (picked) return <DraftForm template={picked} onBack={() => setPicked(null)} onCreated={(id) => void navigate({ to: detailPath, search: { task_id: id } as never })} />;
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="6xl" mx="auto" data-testid="document-draft">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Heading size="lg">文书起草</Heading>
        <HStack>
          <Input size="sm" maxW="xs" bg="white" placeholder="搜索模板，如：起诉状" value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="搜索模板" />
          <Button size="sm" variant="outline" onClick={() => void navigate({ to: historyPath })}>
            起草记录
          </Button>
        </HStack>
      </HStack>
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} mb="4">
        <Tabs.List>
          <Tabs.Trigger value="all">全部</Tabs.Trigger>
          {tabs.data?.items.map((t) => (
            <Tabs.Trigger key={t.tab} value={t.tab}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {templates.data?.items.length === 0 && <Text color="gray.500">没有找到相关模板，请换个关键词</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {templates.data?.items.map((t) => (
          <Box key={t.template_id} as="button" textAlign="left" bg="white" borderWidth="1px" rounded="md" p="4" _hover={{ borderColor: 'blue.400', shadow: 'sm' }} onClick={() => setPicked(t)} data-testid="template-card">
            <Text fontWeight="semibold">{t.name}</Text>
            <Text fontSize="sm" color="gray.600" mt="1" lineClamp={2}>
              {t.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function DraftForm({ template, onBack, onCreated }: { template: TTemplateInfo; onBack: () => void; onCreated: (taskId: string) => void }) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [narrative, setNarrative] = useState('');
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => newIdempotencyKey());
  const submit = async () => {
    setBusy(true);
    try {
      const { task_id } = await createDraft({ template_id: template.template_id, fields, narrative }, key);
      onCreated(task_id);
    } catch {
      // The api client has shown the message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="4xl" mx="auto" data-testid="draft-form">
      <HStack mb="4" gap="3">
        <Button size="sm" variant="ghost" onClick={onBack}>
          ← 返回模板
        </Button>
        <Heading size="lg">{template.name}</Heading>
      </HStack>
      <Stack gap="4" bg="white" borderWidth="1px" rounded="md" p="5">
        <Field.Root>
          <Field.Label>案情描述</Field.Label>
          <Textarea
            rows={7}
            maxLength={NARRATIVE_MAX}
            placeholder="用几段话写明当事人、合同或事件经过、金额、日期、受理法院等，系统会自动提取要素；缺少的必填要素会在文书中标为【待补充】。"
            value={narrative}
            onChange={(e) => setNarrative(e.currentTarget.value)}
            aria-label="案情描述"
          />
          <Field.HelperText>
            {narrative.length}/{NARRATIVE_MAX}
          </Field.HelperText>
        </Field.Root>
        <Text fontSize="sm" color="gray.600">
          以下要素可直接填写（填写的优先于自动提取）：
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {template.fields.map((f) => (
            <Field.Root key={f.key} gridColumn={f.type === 'textarea' ? '1 / -1' : undefined}>
              <Field.Label>
                {f.label}
                {f.required && (
                  <Badge size="xs" colorPalette="red" ml="1">
                    必填
                  </Badge>
                )}
              </Field.Label>
              {f.type === 'textarea' ? (
                <Textarea rows={3} maxLength={FIELD_VALUE_MAX} value={fields[f.key] ?? ''} onChange={(e) => setFields({ ...fields, [f.key]: e.currentTarget.value })} aria-label={f.label} />
              ) : (
                <Input maxLength={FIELD_VALUE_MAX} value={fields[f.key] ?? ''} onChange={(e) => setFields({ ...fields, [f.key]: e.currentTarget.value })} aria-label={f.label} />
              )}
              {f.help && <Field.HelperText>{f.help}</Field.HelperText>}
            </Field.Root>
          ))}
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button colorPalette="blue" loading={busy} loadingText="正在起草…" onClick={() => void submit()} data-testid="create-draft">
            生成文书
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
