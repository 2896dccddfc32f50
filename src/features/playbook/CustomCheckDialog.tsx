import { Alert, Box, Button, CloseButton, Dialog, Field, Grid, Input, NativeSelect, Portal, RadioGroup, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { PLAYBOOK_GENERAL, PLAYBOOK_LIMITS, PlaybookMessages, type TCustomCheck, type TPlaybookCategory } from '@common/api/playbook';
import { Messages } from '@common/codes';
import { notify } from '@/lib/notify';
import { emptyForm, formFromCheck, formProblems, formToRequest, splitPhrases, type TCustomCheckForm, type TFormField } from './custom-check-form';
import { newPlaybookKey } from './ids';
import { KIND_LABELS, LEVEL_LABELS, LEVELS, MATCH_LABELS } from './levels';
import { useCreateCustomCheckMutation, useUpdateCustomCheckMutation } from './queries';

type TProps = {
  /** null: a new check for `categoryId`. */
  check: TCustomCheck | null;
  categoryId: string;
  categories: TPlaybookCategory[];
  onClose: () => void;
};

/** Server refusals that concern the legal basis are shown under that field; others above the buttons. */
function fieldOfServerMessage(message: string): TFormField | null {
  if (message.startsWith('法律依据') || message.startsWith('无法识别法律依据') || message.startsWith('法规库')) return 'legalBasisText';
  return null;
}

/** 新增 / 编辑本所检查. */
export function CustomCheckDialog({ check, categoryId, categories, onClose }: TProps) {
  const [form, setForm] = useState<TCustomCheckForm>(() => (check ? formFromCheck(check) : emptyForm(categoryId)));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: TFormField | null; message: string } | null>(null);
  // One key per opened dialog: a double click or a retried request creates one check.
  const [idempotencyKey] = useState(newPlaybookKey);
  const create = useCreateCustomCheckMutation();
  const update = useUpdateCustomCheckMutation();
  const pending = create.isPending || update.isPending;

  const problems = useMemo(() => (submitted ? formProblems(form) : {}), [form, submitted]);
  const problemOf = (field: TFormField) => problems[field] ?? (serverError?.field === field ? serverError.message : undefined);
  const set = <K extends keyof TCustomCheckForm>(key: K, value: TCustomCheckForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (serverError && (serverError.field === null || serverError.field === key)) setServerError(null);
  };
  const patternCount = splitPhrases(form.patternsText).length;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (pending || Object.keys(formProblems(form)).length > 0) return;
    const body = formToRequest(form);
    try {
      if (check) await update.mutateAsync({ id: check.id, ...body });
      else await create.mutateAsync({ body, idempotencyKey });
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : Messages.internal;
      setServerError({ field: fieldOfServerMessage(message), message });
      return;
    }
    notify.success(check ? PlaybookMessages.saved : PlaybookMessages.created);
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false} scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="custom-check-dialog" maxH="90vh">
            <form onSubmit={(e) => void handleSubmit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{check ? '编辑本所检查' : '新增本所检查'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root required invalid={Boolean(problemOf('title'))}>
                    <Field.Label>
                      检查名称
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={form.title} onChange={(e) => set('title', e.target.value)} placeholder="例如：独家供货条款须提示" maxLength={PLAYBOOK_LIMITS.titleMax + 10} autoFocus />
                    <Field.ErrorText>{problemOf('title')}</Field.ErrorText>
                    {!problemOf('title') && <Field.HelperText>将作为批注和审查意见书中这条意见的标题</Field.HelperText>}
                  </Field.Root>

                  <Grid templateColumns="1fr 1fr" gap="4">
                    <Field.Root required>
                      <Field.Label>
                        适用合同类型
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={form.category_id} onChange={(e) => set('category_id', e.currentTarget.value)}>
                          {categories.map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.id === PLAYBOOK_GENERAL ? '所有合同类型（通用）' : c.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>
                        风险等级
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={form.level} onChange={(e) => set('level', e.currentTarget.value as TCustomCheckForm['level'])}>
                          {LEVELS.map((l) => (
                            <option key={l} value={l}>
                              {LEVEL_LABELS[l]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </Grid>

                  <Field.Root required>
                    <Field.Label>
                      检查方式
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <RadioGroup.Root value={form.kind} onValueChange={(e) => set('kind', e.value as TCustomCheckForm['kind'])} colorPalette="brand">
                      <Grid templateColumns="1fr 1fr" gap="3">
                        {(['phrase', 'missing'] as const).map((k) => (
                          <RadioGroup.Item
                            key={k}
                            value={k}
                            alignItems="flex-start"
                            borderWidth="1px"
                            borderColor={form.kind === k ? 'brand.solid' : 'border'}
                            bg={form.kind === k ? 'brand.subtle' : 'white'}
                            rounded="md"
                            p="3"
                          >
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator mt="0.5" />
                            <Box>
                              <RadioGroup.ItemText fontWeight="medium">{KIND_LABELS[k]}</RadioGroup.ItemText>
                              <Text fontSize="xs" color="fg.muted" mt="0.5">
                                {k === 'phrase' ? '在合同中每个出现关键词的句子上批注' : '合同中找不到应有的内容时，给出一条整体意见'}
                              </Text>
                            </Box>
                          </RadioGroup.Item>
                        ))}
                      </Grid>
                    </RadioGroup.Root>
                  </Field.Root>

                  {form.kind === 'phrase' ? (
                    <Field.Root required invalid={Boolean(problemOf('patternsText'))}>
                      <Field.Label>
                        关键词
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea rows={3} value={form.patternsText} onChange={(e) => set('patternsText', e.target.value)} placeholder={'每行一个，例如：\n独家\n排他'} />
                      <Field.ErrorText>{problemOf('patternsText')}</Field.ErrorText>
                      <Field.HelperText>按字面查找，不区分全角半角和英文大小写，忽略空格；每个关键词2–50个字，最多20个</Field.HelperText>
                    </Field.Root>
                  ) : (
                    <>
                      <Field.Root required invalid={Boolean(problemOf('absentText'))}>
                        <Field.Label>
                          合同应当包含的关键词
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Textarea rows={3} value={form.absentText} onChange={(e) => set('absentText', e.target.value)} placeholder={'每行一个，例如：\n反商业贿赂\n廉洁'} />
                        <Field.ErrorText>{problemOf('absentText')}</Field.ErrorText>
                        <Field.HelperText>这些关键词在合同中一个都没有出现时提示；出现任意一个即视为已有该内容</Field.HelperText>
                      </Field.Root>
                      <Field.Root invalid={Boolean(problemOf('patternsText'))}>
                        <Field.Label>前提关键词（选填）</Field.Label>
                        <Textarea rows={2} value={form.patternsText} onChange={(e) => set('patternsText', e.target.value)} placeholder="例如：保密" />
                        <Field.ErrorText>{problemOf('patternsText')}</Field.ErrorText>
                        <Field.HelperText>填写后，只有合同中出现这些关键词时才检查；留空表示每份合同都检查</Field.HelperText>
                      </Field.Root>
                    </>
                  )}

                  {patternCount > 1 && (
                    <Field.Root>
                      <Field.Label>{form.kind === 'phrase' ? '提示条件' : '前提关键词的条件'}</Field.Label>
                      <RadioGroup.Root value={form.match} onValueChange={(e) => set('match', e.value as TCustomCheckForm['match'])} colorPalette="brand" size="sm">
                        <Stack direction="row" gap="6">
                          {(['any', 'all'] as const).map((m) => (
                            <RadioGroup.Item key={m} value={m}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>{form.kind === 'phrase' ? MATCH_LABELS[m] : m === 'any' ? '出现任一关键词' : '全部关键词都出现'}</RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </Stack>
                      </RadioGroup.Root>
                    </Field.Root>
                  )}

                  <Field.Root required invalid={Boolean(problemOf('explanation'))}>
                    <Field.Label>
                      风险说明
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={3} value={form.explanation} onChange={(e) => set('explanation', e.target.value)} placeholder="这条约定对客户的风险是什么" />
                    <Field.ErrorText>{problemOf('explanation')}</Field.ErrorText>
                  </Field.Root>

                  <Field.Root required invalid={Boolean(problemOf('suggestion'))}>
                    <Field.Label>
                      修改建议
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={2} value={form.suggestion} onChange={(e) => set('suggestion', e.target.value)} placeholder="建议如何修改或补充" />
                    <Field.ErrorText>{problemOf('suggestion')}</Field.ErrorText>
                  </Field.Root>

                  <Field.Root invalid={Boolean(problemOf('legalBasisText'))}>
                    <Field.Label>法律依据（选填）</Field.Label>
                    <Textarea rows={2} value={form.legalBasisText} onChange={(e) => set('legalBasisText', e.target.value)} placeholder={'每行一条，例如：\n《民法典》第五百八十五条'} />
                    <Field.ErrorText>{problemOf('legalBasisText')}</Field.ErrorText>
                    <Field.HelperText>保存时与法规库逐条核对，已废止或不存在的条文不能保存；审查意见书将引用法规库中的条文原文</Field.HelperText>
                  </Field.Root>

                  <Switch.Root checked={form.enabled} onCheckedChange={(e) => set('enabled', e.checked)} colorPalette="brand">
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{form.enabled ? '启用：之后的审查将执行这条检查' : '停用：暂不执行这条检查'}</Switch.Label>
                  </Switch.Root>

                  {serverError && serverError.field === null && (
                    <Alert.Root status="error" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{serverError.message}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  取消
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending}>
                  保存
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
