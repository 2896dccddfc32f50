import { Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { HOME_MODULES } from '@/features/home/modules';
import { useBrand } from '@/features/base/useBrand';

const PRINCIPLES = [
  { title: '引用必须可核验', text: '法条一律从法规库引用并核对原文；无法核验的引用标注“未能核验”，已废止的法律标明替代条文。' },
  { title: '回答标注出处', text: '文件问答与尽调的每个结论都对应原文的字符位置，点击即可定位；找不到原文的内容不作为依据展示。' },
  { title: '客户文件加密', text: '文件在浏览器中加密后上传，服务器端加密存储；发送给模型前可对姓名、证件号等个人信息脱敏。' },
  { title: '离线也能查看', text: '安装到桌面后，看过的任务和结果在断网时仍可打开，联网后自动同步。' },
];

/** /introduction (issue 13): what LawDesk does for a lawyer, and the rules it keeps. */
export function IntroductionPage() {
  const brand = useBrand();
  return (
    <Stack gap="10">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {brand.product_title}：懂法律的 AI 工作台
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          合同审查、法律检索与研究、文书起草、文件问答、简易尽调和法律翻译，为律师和法务的日常工作提供 AI 辅助。AI 输出仅供参考，不构成最终法律意见。
        </Text>
        <Box>
          <Button asChild colorPalette="brand">
            <Link to="/guidHome">开始使用</Link>
          </Button>
        </Box>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          功能
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {HOME_MODULES.map((m) => (
            <Stack key={m.key} gap="2" p="5" bg="white" borderWidth="1px" borderColor="border" rounded="xl">
              <Text fontWeight="semibold">{m.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {m.desc}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          我们坚持的原则
        </Heading>
        <List.Root gap="3" variant="plain">
          {PRINCIPLES.map((p) => (
            <List.Item key={p.title} display="block">
              <Text fontWeight="semibold">{p.title}</Text>
              <Text color="fg.muted">{p.text}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
