import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Grid,
  HStack,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { useUserInfo } from '@/features/base/useUserInfo';
import { modelName, remainingQuota } from '@/features/base/model-names';
import { type THomeModule } from './modules';

/** A paper-like frame around an example result. */
function Sheet({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      bg="white"
      rounded="lg"
      borderWidth="1px"
      borderColor="border"
      shadow="sm"
      p="5"
      aria-label={label}
      role="figure"
    >
      {children}
    </Box>
  );
}

function Finding({
  level,
  title,
  basis,
  suggestion,
}: {
  level: '高风险' | '中风险' | '低风险';
  title: string;
  basis: string;
  suggestion: string;
}) {
  const palette = level === '高风险' ? 'red' : level === '中风险' ? 'orange' : 'blue';
  return (
    <Stack gap="1" borderLeftWidth="3px" borderColor={`${palette}.400`} pl="3">
      <HStack>
        <Badge colorPalette={palette}>{level}</Badge>
        <Text fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        建议：{suggestion}
      </Text>
      <Text fontSize="xs" color="fg.subtle">
        依据：{basis}
      </Text>
    </Stack>
  );
}

function ContractExample() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} gap="5">
      <Sheet label="合同原文">
        <Text fontWeight="semibold" textAlign="center" mb="3">
          房屋租赁合同
        </Text>
        <Stack gap="2" fontSize="sm" lineHeight="1.9">
          <Text>第三条 租金为每月人民币捌仟元整，乙方应于每月五日前支付。</Text>
          <Text bg="red.50" px="1">
            第七条 乙方逾期支付租金的，每逾期一日，应按月租金的百分之十向甲方支付违约金。
          </Text>
          <Text>第九条 租赁期满，乙方应将房屋按原状返还甲方。</Text>
          <Text bg="orange.50" px="1">
            第十二条 因本合同发生的争议，双方协商解决。
          </Text>
        </Stack>
      </Sheet>
      <Stack gap="4">
        <Finding
          level="高风险"
          title="逾期违约金明显过高"
          suggestion="按日万分之五计算，或约定以欠付租金的百分之二十为上限。"
          basis="《中华人民共和国民法典》第五百八十五条"
        />
        <Finding
          level="中风险"
          title="未约定争议解决方式"
          suggestion="补充“协商不成的，向房屋所在地人民法院起诉”。"
          basis="《中华人民共和国民事诉讼法》第三十五条"
        />
        <Text fontSize="xs" color="fg.subtle">
          批注与修订写入 Word 文档，可下载批注版、修订版、清洁版和审查意见书。
        </Text>
      </Stack>
    </Grid>
  );
}

function DraftExample() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1.3fr' }} gap="5">
      <Sheet label="案情要素">
        <Stack gap="2" fontSize="sm">
          <Text fontWeight="semibold">填写的案情</Text>
          <Text color="fg.muted" lineHeight="1.8">
            2024年3月1日，王某向李某借款人民币20万元，约定同年9月1日归还，到期后李某仅归还5万元，余款经多次催要未还。
          </Text>
          <Text fontWeight="semibold" mt="2">
            识别出的要素
          </Text>
          <Text>原告：王某，被告：李某</Text>
          <Text>借款金额：200,000 元，已还：50,000 元</Text>
          <Text>借款日：2024-03-01，约定还款日：2024-09-01</Text>
        </Stack>
      </Sheet>
      <Sheet label="生成的文书">
        <Text fontWeight="semibold" textAlign="center" mb="3">
          民事起诉状
        </Text>
        <Stack gap="2" fontSize="sm" lineHeight="1.9">
          <Text>原告：王某，身份证号【待补充】</Text>
          <Text>被告：李某，住址【待补充】</Text>
          <Text>诉讼请求：1. 判令被告归还借款本金人民币150,000元及逾期利息；2. 本案诉讼费用由被告承担。</Text>
          <Text>
            事实与理由：2024年3月1日，被告向原告借款人民币200,000元……依据《中华人民共和国民法典》第六百七十五条、第六百七十六条，特诉至贵院。
          </Text>
        </Stack>
      </Sheet>
    </Grid>
  );
}

function AssistantExample() {
  return (
    <Stack gap="4">
      <Sheet label="提问">
        <HStack justify="flex-end">
          <Box bg="brand.solid" color="white" rounded="lg" px="4" py="2" fontSize="sm">
            押金在什么情况下不退？
          </Box>
        </HStack>
        <Stack mt="4" gap="2" fontSize="sm" lineHeight="1.9">
          <Text>
            根据合同第八条，出现以下情形时出租人可以扣除押金：乙方拖欠租金超过十五日
            <Box as="sup" color="brand.fg">
              [1]
            </Box>
            ；乙方擅自转租
            <Box as="sup" color="brand.fg">
              [2]
            </Box>
            。其余情形租期届满后七日内应全额退还。
          </Text>
        </Stack>
      </Sheet>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <Box bg="gray.50" rounded="md" p="3" fontSize="xs" color="fg.muted">
          [1] 租赁合同.pdf 第 3 页：“乙方拖欠租金超过十五日的，甲方有权解除合同，押金不予退还。”
        </Box>
        <Box bg="gray.50" rounded="md" p="3" fontSize="xs" color="fg.muted">
          [2] 租赁合同.pdf 第 3 页：“未经甲方书面同意转租的，押金不予退还。”
        </Box>
      </Grid>
    </Stack>
  );
}

function TraceExample() {
  const rows = [
    ['公司注册资本', '人民币 1,000 万元', '营业执照.pdf 第 1 页'],
    ['控股股东', '张某，持股 62%', '公司章程.docx 第 4 条'],
    ['对外担保', '未找到：检索了“担保”“保证”“抵押”', '—'],
    ['未决诉讼', '1 件买卖合同纠纷，标的 86 万元', '审计报告.pdf 第 27 页'],
  ];
  return (
    <Sheet label="尽调表格">
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>核查事项</Table.ColumnHeader>
            <Table.ColumnHeader>结论</Table.ColumnHeader>
            <Table.ColumnHeader>原文出处</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([item, answer, source]) => (
            <Table.Row key={item}>
              <Table.Cell fontWeight="medium">{item}</Table.Cell>
              <Table.Cell>{answer}</Table.Cell>
              <Table.Cell color="brand.fg">{source}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Sheet>
  );
}

function TranslateExample() {
  const pairs = [
    ['第一条 定义', 'Article 1 Definitions'],
    [
      '“不可抗力”指不能预见、不能避免且不能克服的客观情况。',
      '"Force Majeure" means objective circumstances that are unforeseeable, unavoidable and insurmountable.',
    ],
    [
      '违约金为合同总价款的百分之二十，即人民币叁拾万元。',
      'The liquidated damages shall be 20% of the total contract price, i.e. RMB 300,000.',
    ],
  ];
  return (
    <Sheet label="对照译文">
      <Stack gap="3" fontSize="sm">
        {pairs.map(([zh, en]) => (
          <Grid
            key={zh}
            templateColumns="1fr 1fr"
            gap="4"
            borderBottomWidth="1px"
            borderColor="border"
            pb="2"
          >
            <Text>{zh}</Text>
            <Text color="fg.muted">{en}</Text>
          </Grid>
        ))}
        <Text fontSize="xs" color="fg.subtle">
          术语库命中：不可抗力 → Force Majeure；金额核对：人民币叁拾万元 = RMB 300,000 ✓
        </Text>
      </Stack>
    </Sheet>
  );
}

function ChatExample() {
  return (
    <Sheet label="对话">
      <Stack gap="4" fontSize="sm" lineHeight="1.9">
        <HStack justify="flex-end">
          <Box bg="brand.solid" color="white" rounded="lg" px="4" py="2">
            员工试用期被辞退，公司需要支付经济补偿吗？
          </Box>
        </HStack>
        <Box bg="gray.50" rounded="lg" px="4" py="3">
          <Text>
            看辞退理由。用人单位以“试用期间被证明不符合录用条件”解除的，无需支付经济补偿（《劳动合同法》第三十九条、第四十六条）；若不能举证不符合录用条件，则可能构成违法解除，劳动者可主张二倍经济补偿的赔偿金（第八十七条）。
          </Text>
          <Text mt="2" fontSize="xs" color="fg.subtle">
            建议下一步：调取录用条件的告知记录与考核结果。
          </Text>
        </Box>
      </Stack>
    </Sheet>
  );
}

const EXAMPLES: Record<THomeModule['key'], { headline: string; body: () => ReactNode }> = {
  contract: { headline: '上传一份租赁合同，选择“承租方”立场后的审查结果', body: ContractExample },
  documentDraft: { headline: '一段借款纠纷的案情，生成民事起诉状', body: DraftExample },
  assistant: { headline: '就一份租赁合同提问，回答逐句标注原文出处', body: AssistantExample },
  traceability: { headline: '按尽调清单逐项查找，每个结论附原文出处', body: TraceExample },
  translateList: { headline: '中英对照翻译，术语与金额逐项核对', body: TranslateExample },
  deepseek: { headline: '就劳动争议问题与 AI 对话', body: ChatExample },
};

/**
 * The module card's example dialog (spec §2 "Module cards": a demo button opens a 1200px example dialog with an
 * 'experience now' button). Lazy: loaded only when a lawyer asks for an example.
 */
export default function ModuleExampleDialog({
  module,
  onClose,
}: {
  module: THomeModule;
  onClose: () => void;
}) {
  const info = useUserInfo();
  const quota = info?.personal_info.use_info.find((u) => u.models === module.exec_models);
  const example = EXAMPLES[module.key];
  const Body = example.body;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w="1200px"
            maxW="calc(100vw - 32px)"
            data-testid="module-example"
            data-module={module.key}
          >
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{module.title} · 示例</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {example.headline}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body bg="bg.canvas" py="5">
              <Body />
            </Dialog.Body>
            <Dialog.Footer>
              <Flex w="full" align="center" justify="space-between" gap="4" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {quota
                    ? `您的${modelName(module.exec_models)}剩余 ${remainingQuota(quota)} 次`
                    : '示例内容仅作演示，AI生成内容仅供参考，不构成正式法律意见。'}
                </Text>
                <Button asChild colorPalette="brand" size="lg">
                  <Link to={module.to} onClick={onClose}>
                    {module.experience}
                  </Link>
                </Button>
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
