/** Letters and opinions (函件与意见): a firm's letterhead style, addressee first, signature and date at the foot. */
import { dateField, field, partyFields, title } from './field-kit';
import type { TDraftTemplate } from './template-types';

const firm = field('firm_name', '律师事务所', 'text', true, '发函律师事务所全称');
const lawyer = field('lawyer_name', '承办律师', 'text', true, '承办律师姓名');

export const LETTER_TEMPLATES: TDraftTemplate[] = [
  {
    id: 'lawyer-letter',
    name: '律师函',
    tab: 'letter',
    description: '受当事人委托，就债务、侵权或违约事项向对方发出正式函告。',
    fields: [
      ...partyFields('client', '委托人', 'claimant'),
      ...partyFields('recipient', '收函方', 'respondent'),
      firm,
      lawyer,
      field('contract_name', '涉及合同', 'text', false, '如：《设备采购合同》', 'contract_name'),
      field('amount', '涉及金额', 'amount', false, '要求对方支付的金额', 'amount'),
      field('deadline_days', '履行期限（日）', 'text', true, '收函后几日内履行，如 7'),
      field('facts', '事实经过', 'textarea', false, '可不填：由案情描述生成', 'narrative'),
      dateField(),
    ],
    sections: [
      title('律师函'),
      { key: 'parties', style: 'party', lines: ['致：{recipient_name}', '地址：{recipient_address}'] },
      { key: 'intro', style: 'body', lines: ['{firm_name}接受{client_name}（以下简称“委托人”）的委托，指派{lawyer_name}律师就贵方与委托人之间{contract_name}相关事宜，郑重函告如下：'] },
      { key: 'facts', heading: '一、基本事实', style: 'body', lines: ['{facts}'], drafted: true, instruction: '简明写明双方关系、约定内容和对方违约（或侵权）的事实。' },
      { key: 'demand', heading: '二、律师意见及要求', style: 'body', lines: ['贵方的上述行为已构成违约，应当依法承担继续履行、赔偿损失等违约责任。', '请贵方在收到本函之日起{deadline_days}日内向委托人支付{amount}。逾期未履行的，本所将建议委托人通过诉讼等法律途径解决，由此产生的一切费用和后果由贵方承担。'] },
      { key: 'signature', style: 'right', lines: ['{firm_name}', '律师：{lawyer_name}', '{sign_date}'] },
    ],
    basis: ['《中华人民共和国民法典》第五百七十七条'],
  },
  {
    id: 'demand-letter',
    name: '催款函',
    tab: 'letter',
    description: '债权人向债务人催告支付到期款项。',
    fields: [
      ...partyFields('creditor', '债权人', 'claimant'),
      ...partyFields('debtor', '债务人', 'respondent'),
      field('contract_name', '合同名称', 'text', false, '如：《货物买卖合同》', 'contract_name'),
      field('amount', '欠款金额', 'amount', true, '到期未付的金额', 'amount'),
      field('due_date', '原约定付款日', 'date', false, '合同约定的付款日期', 'date'),
      field('deadline_days', '付款期限（日）', 'text', true, '收函后几日内付款，如 10'),
      field('bank_account', '收款账户', 'text', false, '开户行及账号'),
      dateField(),
    ],
    sections: [
      title('催款函'),
      { key: 'parties', style: 'party', lines: ['致：{debtor_name}', '地址：{debtor_address}'] },
      { key: 'body', style: 'body', lines: ['根据双方签订的{contract_name}，贵方应于{due_date}前向我方支付款项。截至本函发出之日，贵方尚欠我方{amount}未付。', '请贵方于收到本函之日起{deadline_days}日内付清上述欠款。收款账户：{bank_account}。', '逾期未付的，我方将依法追究贵方的违约责任，包括但不限于主张逾期付款损失及通过诉讼方式追讨。'] },
      { key: 'signature', style: 'right', lines: ['{creditor_name}（盖章）', '{sign_date}'] },
    ],
    basis: ['《中华人民共和国民法典》第五百七十七条'],
  },
  {
    id: 'termination-notice',
    name: '解除合同通知书',
    tab: 'letter',
    description: '一方依约定或法定事由通知对方解除合同。',
    fields: [
      ...partyFields('sender', '通知方', 'claimant'),
      ...partyFields('recipient', '被通知方', 'respondent'),
      field('contract_name', '合同名称', 'text', true, '如：《房屋租赁合同》', 'contract_name'),
      field('contract_date', '合同签订日期', 'date', false, '', 'date'),
      field('reason', '解除事由', 'textarea', true, '对方的违约事实或约定的解除条件'),
      dateField(),
    ],
    sections: [
      title('解除合同通知书'),
      { key: 'parties', style: 'party', lines: ['致：{recipient_name}', '地址：{recipient_address}'] },
      { key: 'body', style: 'body', lines: ['我方与贵方于{contract_date}签订{contract_name}。', '{reason}', '根据《中华人民共和国民法典》第五百六十三条、第五百六十五条的规定，我方现正式通知贵方：{contract_name}自本通知到达贵方之日起解除。', '合同解除后，请贵方依约办理结算和交接事宜；我方保留追究贵方违约责任的权利。'] },
      { key: 'signature', style: 'right', lines: ['{sender_name}（盖章）', '{sign_date}'] },
    ],
  },
  {
    id: 'legal-opinion',
    name: '法律意见书',
    tab: 'letter',
    description: '律师就委托人咨询的法律问题出具书面意见。',
    fields: [
      field('client_name', '委托人', 'text', true, '出具对象', 'claimant.name'),
      firm,
      lawyer,
      field('question', '咨询事项', 'textarea', true, '委托人提出的法律问题'),
      field('facts', '基本事实', 'textarea', false, '可不填：由案情描述生成', 'narrative'),
      field('opinion', '律师意见', 'textarea', false, '可不填：有模型时据事实起草'),
      dateField(),
    ],
    sections: [
      title('法律意见书'),
      { key: 'parties', style: 'party', lines: ['致：{client_name}'] },
      { key: 'intro', style: 'body', lines: ['{firm_name}接受贵方委托，就下列事项出具本法律意见书：{question}'] },
      { key: 'facts', heading: '一、基本事实', style: 'body', lines: ['{facts}'], drafted: true, instruction: '概括委托人提供的材料所反映的事实。' },
      { key: 'opinion', heading: '二、法律分析与意见', style: 'body', lines: ['{opinion}'], drafted: true, instruction: '分析适用的法律规定，给出明确结论和风险提示，引用法条写明法律全称和条号。' },
      { key: 'disclaimer', heading: '三、声明', style: 'body', lines: ['本法律意见书仅依据委托人提供的材料和现行法律出具，仅供委托人参考使用。'] },
      { key: 'signature', style: 'right', lines: ['{firm_name}', '律师：{lawyer_name}', '{sign_date}'] },
    ],
  },
  {
    id: 'commitment-letter',
    name: '承诺函',
    tab: 'letter',
    description: '一方就特定事项向对方作出书面承诺。',
    fields: [
      ...partyFields('promisor', '承诺人', 'claimant'),
      field('recipient_name', '承诺对象', 'text', true, '接受承诺的一方', 'respondent.name'),
      field('matter', '承诺事项', 'textarea', true, '具体承诺的内容，每项一行'),
      field('deadline', '履行期限', 'date', false, '', 'date'),
      dateField(),
    ],
    sections: [
      title('承诺函'),
      { key: 'parties', style: 'party', lines: ['致：{recipient_name}'] },
      { key: 'body', style: 'body', lines: ['承诺人{promisor_name}（证件号码：{promisor_id}）就以下事项郑重承诺：', '{matter}', '上述承诺事项将于{deadline}前履行完毕。如违反上述承诺，承诺人愿意承担由此给贵方造成的全部损失。', '本承诺函自承诺人签署之日起生效，不可撤销。'] },
      { key: 'signature', style: 'right', lines: ['承诺人：{promisor_name}', '{sign_date}'] },
    ],
  },
];
