import { Box, Button, Checkbox, Flex, HStack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type KeyboardEvent } from 'react';
import { RESEARCH_INPUT_MAX } from '@common/limits';
import { notify } from '@/lib/notify';
import { openVipDialog } from '@/lib/store';
import { useRequireLogin } from '@/features/auth/useRequireLogin';
import { SearchIcon, SendIcon } from '@/components/icons';
import { HOME_TABS, hasAiOption, homeTarget, placeholderFor, type THomeTab } from './search-target';
import { SearchSuggestions } from './SearchSuggestions';

const TabButton = chakra('button', {
  base: {
    px: '4',
    py: '2',
    fontSize: 'sm',
    rounded: 'full',
    color: 'fg.muted',
    cursor: 'pointer',
    transition: 'all 0.15s',
    _hover: { color: 'brand.fg', bg: 'brand.subtle' },
    '&[aria-selected=true]': { color: 'white', bg: 'brand.solid', fontWeight: 'semibold' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

/** The home page's one input box with four tabs (spec §2 "Home page behaviour", §5 validation). */
export function HomeSearch() {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [tab, setTab] = useState<THomeTab>('law');
  const [text, setText] = useState('');
  // spec §2: the AI retrieval checkbox is on by default.
  const [isAiSearch, setIsAiSearch] = useState(true);
  const isResearch = tab === 'research';
  const overLimit = isResearch && text.length > RESEARCH_INPUT_MAX;

  // `input` is a picked suggestion; otherwise what was typed.
  const handleSubmit = (input: string = text) => {
    if (!input.trim()) {
      notify.warning(isResearch ? '研究内容不能为空！' : '请输入检索内容', { duration: 2000 });
      return;
    }
    if (isResearch && input.length > RESEARCH_INPUT_MAX) {
      notify.warning('超出最大字数限制， 建议您精简提问后使用', { duration: 2000 });
      return;
    }
    const target = homeTarget(tab, input, isAiSearch);
    // Searching and asking are actions of a logged-in user; after login the search goes ahead.
    requireLogin(() => {
      if (tab !== 'law' && tab !== 'case') return void navigate(target);
      // spec §5: the law and case tabs check the fuxi_search quota first; 10014 opens the VIP dialog.
      // Loaded on demand: the search calls stay out of /guidHome's first load.
      void import('@/features/search/api')
        .then((m) => m.checkSearchQuota(false))
        .then((env) => {
          if (env.code === 200) return void navigate(target);
          if (env.code === 10014) openVipDialog('NOT_QUOTA');
          else notify.error(env.message || '检查失败，请稍后重试');
        })
        .catch(() => notify.error('检查失败，请稍后重试'));
    });
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while an IME is composing Chinese.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      handleSubmit();
    }
  };

  return (
    <Box>
      <HStack role="tablist" aria-label="检索类型" gap="1.5" mb="3" wrap="wrap">
        {HOME_TABS.map((t) => (
          <TabButton
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </TabButton>
        ))}
      </HStack>
      <Box
        bg="white"
        borderWidth="1px"
        borderColor={overLimit ? 'border.error' : 'border'}
        rounded="xl"
        shadow="sm"
        transition="border-color 0.15s, box-shadow 0.15s"
        _focusWithin={{ borderColor: 'brand.400', shadow: '0 0 0 3px var(--chakra-colors-brand-100)' }}
      >
        <Textarea
          aria-label={HOME_TABS.find((t) => t.key === tab)?.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={placeholderFor(tab, isAiSearch)}
          variant="flushed"
          border="none"
          resize="none"
          rows={isResearch ? 3 : 2}
          px="4"
          pt="3"
          fontSize="md"
          _focus={{ boxShadow: 'none' }}
        />
        <Flex align="center" justify="space-between" px="3" pb="3" pt="1" gap="3">
          <Box>
            {hasAiOption(tab) && (
              <Checkbox.Root
                size="sm"
                colorPalette="brand"
                checked={isAiSearch}
                onCheckedChange={(d) => setIsAiSearch(d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label color="fg.muted" fontWeight="normal">
                  AI 智能检索
                </Checkbox.Label>
              </Checkbox.Root>
            )}
            {isResearch && (
              <Text fontSize="xs" color={overLimit ? 'fg.error' : 'fg.subtle'} aria-live="polite">
                {text.length}/{RESEARCH_INPUT_MAX}
              </Text>
            )}
          </Box>
          <HStack gap="3">
            <Text fontSize="xs" color="fg.subtle" display={{ base: 'none', md: 'block' }}>
              Enter 发送，Shift + Enter 换行
            </Text>
            <Button colorPalette="brand" size="sm" px="5" onClick={() => handleSubmit()}>
              {isResearch ? <SendIcon /> : <SearchIcon />}
              {isResearch ? '提问' : '检索'}
            </Button>
          </HStack>
        </Flex>
      </Box>
      <SearchSuggestions
        tab={tab}
        onPick={(word) => {
          setText(word);
          handleSubmit(word);
        }}
      />
    </Box>
  );
}
