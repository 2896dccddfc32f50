import { Box, Button, Field, Grid, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { TReviewSettings } from './useReviewSettings';
import { CategorySelect } from './CategorySelect';
import { SparklesIcon } from '@/components/icons';

type TProps = {
  settings: TReviewSettings;
  uploadDone: boolean;
  onSubmit: () => void;
};

/** 审查设置: 合同类型 (tree + AI识别), 审查立场, 审查人, 立即审查 (spec §2 state 2). */
export function ReviewSettingsForm({ settings: s, uploadDone, onSubmit }: TProps) {
  const stanceOptions = s.stances.data ?? [];
  const stancePlaceholder = s.identifying
    ? 'AI识别中，请稍后选择'
    : !s.form.categoryId
      ? '请先选择合同类型'
      : s.stances.isFetching && !stanceOptions.length
        ? '加载中…'
        : '请选择审查立场';
  return (
    <Box as="section" aria-labelledby="review-settings-title" data-testid="review-settings">
      <HStack justify="space-between" mb="3">
        <Text id="review-settings-title" fontWeight="semibold" fontSize="sm" color="fg">
          审查设置
        </Text>
        {s.amount !== null && (
          <Text fontSize="xs" color="fg.muted">
            识别到合同金额：¥{s.amount.toLocaleString('zh-CN')}
          </Text>
        )}
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '1.25fr 1fr 1fr' }} gap="4" alignItems="start">
        <Field.Root required>
          <Field.Label fontSize="sm">
            合同类型
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack w="full" gap="2">
            <Box flex="1" minW="0">
              <CategorySelect
                tree={s.categories.data}
                value={s.form.categoryId}
                label={s.form.categoryLabel}
                onChange={s.setCategory}
                loading={s.identifying}
                disabled={s.identifying}
              />
            </Box>
            <Button
              variant="subtle"
              colorPalette="brand"
              onClick={() => void s.identify()}
              loading={s.identifying}
              aria-disabled={!uploadDone}
              opacity={uploadDone ? 1 : 0.6}
              data-testid="ai-identify"
              flexShrink={0}
            >
              <SparklesIcon />
              AI识别
            </Button>
          </HStack>
        </Field.Root>
        <Field.Root required>
          <Field.Label fontSize="sm">
            审查立场
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={!s.form.categoryId || s.identifying}>
            <NativeSelect.Field
              value={s.form.stanceId}
              onChange={(e) => s.setStance(e.currentTarget.value)}
              data-testid="stance-select"
              color={s.form.stanceId ? 'fg' : 'fg.subtle'}
            >
              <option value="" disabled>
                {stancePlaceholder}
              </option>
              {stanceOptions.map((o) => (
                <option key={o.prompt_id} value={o.prompt_id}>
                  {o.stances}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label fontSize="sm">
            审查人
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={s.form.reviewer}
            onChange={(e) => s.setReviewer(e.target.value)}
            placeholder="审查人姓名将显示在批注中"
            maxLength={30}
            data-testid="reviewer-input"
          />
        </Field.Root>
      </Grid>
      <HStack mt="5" justify="flex-end" gap="3">
        {s.blocker && !s.creating && (
          <Text fontSize="xs" color={s.check.data && !s.check.data.allowed ? 'fg.error' : 'fg.muted'} data-testid="submit-hint">
            {s.blocker}
          </Text>
        )}
        <Button
          colorPalette="brand"
          size="lg"
          px="10"
          onClick={onSubmit}
          disabled={s.blocker !== null && !s.creating}
          loading={s.creating}
          loadingText="提交中"
          data-testid="start-review"
        >
          立即审查
        </Button>
      </HStack>
    </Box>
  );
}
