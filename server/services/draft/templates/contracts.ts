/** Agreements (合同协议): parties as 甲方 / 乙方, numbered articles, two-party signature block. */
import { contractSignature, dateField, field, partyFields, partyLines, title } from './field-kit';
import type { TDraftSection, TDraftTemplate } from './template-types';

const pa = (label: string) => partyFields('party_a', label, 'party_a');
const pb = (label: string) => partyFields('party_b', label, 'party_b');
const partiesAB = (a: string, b: string): TDraftSection => ({ key: 'parties', style: 'party', lines: [...partyLines('party_a', a), ...partyLines('party_b', b)] });
const disputes: TDraftSection = {
  key: 'disputes',
  heading: '争议解决',
  style: 'body',
  lines: ['因本合同引起的或与本合同有关的争议，双方应协商解决；协商不成的，任何一方均可向{dispute_court}提起诉讼。'],
};
const disputeCourt = field('dispute_court', '管辖法院', 'court', true, '如：合同签订地人民法院 / 北京市朝阳区人民法院', 'court');
const copies: TDraftSection = { key: 'copies', style: 'body', lines: ['本合同一式两份，双方各执一份，自双方签字或盖章之日起生效，具有同等法律效力。'] };

export const CONTRACT_TEMPLATES: TDraftTemplate[] = [
  {
    id: 'settlement-agreement',
    name: '和解协议',
    tab: 'contract',
    description: '纠纷双方就债务、赔偿等达成和解，约定付款安排和违约责任。',
    fields: [...pa('甲方'), ...pb('乙方'), field('dispute', '纠纷事项', 'text', true, '如：乙方拖欠货款纠纷'), field('amount', '和解金额', 'amount', true, '乙方应付总额', 'amount'), field('pay_date', '付款期限', 'date', true, '最后付款日', 'date'), field('penalty', '违约金', 'text', false, '如：按未付金额每日万分之五'), disputeCourt, dateField('签订日期')],
    sections: [
      title('和解协议'),
      partiesAB('甲方', '乙方'),
      { key: 'preamble', style: 'body', lines: ['甲乙双方就{dispute}，经平等协商，自愿达成如下和解协议：'] },
      { key: 'terms', style: 'body', lines: ['第一条 乙方同意向甲方支付和解款{amount}，于{pay_date}前一次性支付至甲方指定账户。', '第二条 乙方按期足额付款后，甲方不再就上述纠纷向乙方主张其他权利。', '第三条 乙方未按期足额付款的，甲方有权就全部未付款项向乙方主张权利，乙方另应支付违约金：{penalty}。'] },
      disputes,
      copies,
      contractSignature('甲方', '乙方'),
    ],
  },
  {
    id: 'divorce-agreement',
    name: '离婚协议书',
    tab: 'contract',
    description: '夫妻双方自愿离婚，就子女抚养、财产分割和债务处理达成协议。',
    fields: [
      ...pa('男方'),
      ...pb('女方'),
      field('marriage_date', '结婚登记日期', 'date', true, '', 'date'),
      field('children', '子女抚养', 'textarea', false, '子女姓名、随哪方生活、抚养费数额和支付方式、探望安排'),
      field('property', '财产分割', 'textarea', true, '房产、车辆、存款等的归属和补偿'),
      field('debts', '债务处理', 'textarea', false, '共同债务的承担'),
      dateField('签订日期'),
    ],
    sections: [
      title('离婚协议书'),
      partiesAB('男方', '女方'),
      { key: 'preamble', style: 'body', lines: ['男女双方于{marriage_date}登记结婚，现因感情确已破裂，双方自愿离婚，经协商一致达成如下协议：'] },
      { key: 'terms', style: 'body', lines: ['第一条 男女双方自愿离婚。', '第二条 子女抚养：{children}', '第三条 财产分割：{property}', '第四条 债务处理：{debts}', '第五条 双方确认不存在其他共同财产和共同债务；如发现一方隐匿、转移共同财产的，另一方有权请求再次分割。'] },
      { key: 'copies', style: 'body', lines: ['本协议一式三份，男女双方各执一份，婚姻登记机关存档一份，自婚姻登记机关办理离婚登记之日起生效。'] },
      { key: 'signature', style: 'plain', lines: ['男方（签字）：{party_a_name}', '日期：{sign_date}', '女方（签字）：{party_b_name}', '日期：{sign_date}'] },
    ],
    basis: ['《中华人民共和国民法典》第一千零七十六条'],
  },
  {
    id: 'loan-contract',
    name: '借款合同',
    tab: 'contract',
    description: '出借人与借款人约定借款金额、期限、利率和还款方式。',
    fields: [...pa('出借人（甲方）'), ...pb('借款人（乙方）'), field('amount', '借款金额', 'amount', true, '', 'amount'), field('loan_date', '借款日期', 'date', true, '', 'date'), field('due_date', '还款日期', 'date', true, '', 'date_2'), field('interest_rate', '年利率', 'text', false, '如：年利率6%；不得超过合同成立时一年期贷款市场报价利率四倍'), field('purpose', '借款用途', 'text', false, ''), disputeCourt, dateField('签订日期')],
    sections: [
      title('借款合同'),
      partiesAB('出借人（甲方）', '借款人（乙方）'),
      { key: 'terms', style: 'body', lines: ['第一条 借款金额：{amount}。', '第二条 借款期限：自{loan_date}起至{due_date}止。', '第三条 借款利率：{interest_rate}。', '第四条 借款用途：{purpose}。乙方不得将借款用于违法活动。', '第五条 乙方应于借款期限届满之日归还全部本金及利息；逾期还款的，应按合同约定支付逾期利息。'] },
      disputes,
      copies,
      contractSignature('出借人', '借款人'),
    ],
    basis: ['《中华人民共和国民法典》第六百六十七条'],
  },
  {
    id: 'lease-contract',
    name: '房屋租赁合同',
    tab: 'contract',
    description: '出租人与承租人约定房屋、租期、租金、押金和维修责任。',
    fields: [...pa('出租人（甲方）'), ...pb('承租人（乙方）'), field('house_address', '房屋坐落', 'address', true, '房屋详细地址'), field('area', '建筑面积', 'text', false, '如：89.5平方米'), field('start_date', '租赁起始日', 'date', true, '', 'date'), field('end_date', '租赁终止日', 'date', true, '', 'date_2'), field('rent', '月租金', 'amount', true, '', 'amount'), field('deposit', '押金', 'amount', false, '', 'amount_2'), disputeCourt, dateField('签订日期')],
    sections: [
      title('房屋租赁合同'),
      partiesAB('出租人（甲方）', '承租人（乙方）'),
      { key: 'terms', style: 'body', lines: ['第一条 甲方将坐落于{house_address}的房屋（建筑面积{area}）出租给乙方用于居住。', '第二条 租赁期限自{start_date}起至{end_date}止。', '第三条 月租金为{rent}，乙方应于每月5日前支付当月租金。', '第四条 乙方应于签订本合同时向甲方支付押金{deposit}；租赁期满乙方返还房屋且无欠费的，甲方无息退还押金。', '第五条 租赁期间，房屋主体结构的维修由甲方负责；因乙方使用不当造成损坏的，由乙方负责修复或赔偿。', '第六条 未经甲方书面同意，乙方不得转租。'] },
      disputes,
      copies,
      contractSignature('出租人', '承租人'),
    ],
    basis: ['《中华人民共和国民法典》第七百零三条'],
  },
  {
    id: 'labor-contract',
    name: '劳动合同',
    tab: 'contract',
    description: '用人单位与劳动者约定岗位、期限、工资、工作时间和社会保险。',
    fields: [...pa('用人单位（甲方）'), ...pb('劳动者（乙方）'), field('position', '工作岗位', 'text', true, ''), field('work_place', '工作地点', 'address', true, ''), field('start_date', '合同起始日', 'date', true, '', 'date'), field('end_date', '合同终止日', 'date', false, '无固定期限合同不填', 'date_2'), field('probation', '试用期', 'text', false, '如：3个月'), field('salary', '月工资', 'amount', true, '税前月工资', 'amount'), field('work_hours', '工时制度', 'text', false, '如：标准工时制'), dateField('签订日期')],
    sections: [
      title('劳动合同'),
      partiesAB('用人单位（甲方）', '劳动者（乙方）'),
      { key: 'terms', style: 'body', lines: ['第一条 合同期限自{start_date}起至{end_date}止，其中试用期{probation}。', '第二条 乙方的工作岗位为{position}，工作地点为{work_place}。', '第三条 甲方实行{work_hours}，依法安排乙方休息休假。', '第四条 乙方月工资为{salary}，甲方于每月15日前以货币形式足额支付。', '第五条 甲方依法为乙方缴纳社会保险。', '第六条 本合同的变更、解除和终止，依照《中华人民共和国劳动合同法》的规定执行。'] },
      { key: 'disputes', heading: '争议处理', style: 'body', lines: ['因履行本合同发生的劳动争议，可以向劳动人事争议仲裁委员会申请仲裁。'] },
      copies,
      contractSignature('用人单位', '劳动者'),
    ],
    basis: ['《中华人民共和国劳动合同法》第十七条'],
  },
  {
    id: 'nda',
    name: '保密协议',
    tab: 'contract',
    description: '披露方与接收方约定保密信息范围、保密义务和违约责任。',
    fields: [...pa('披露方（甲方）'), ...pb('接收方（乙方）'), field('purpose', '合作事项', 'text', true, '披露信息的目的'), field('term_years', '保密期限（年）', 'text', true, '如 3'), field('penalty', '违约金', 'amount', false, '', 'amount'), disputeCourt, dateField('签订日期')],
    sections: [
      title('保密协议'),
      partiesAB('披露方（甲方）', '接收方（乙方）'),
      { key: 'terms', style: 'body', lines: ['第一条 因{purpose}，甲方向乙方披露的技术信息、经营信息及其他未公开信息均为保密信息。', '第二条 乙方仅可为上述目的使用保密信息，未经甲方书面同意，不得向任何第三方披露。', '第三条 保密期限为{term_years}年，自本协议生效之日起计算。', '第四条 乙方违反本协议的，应向甲方支付违约金{penalty}；违约金不足以弥补损失的，还应赔偿甲方的全部损失。'] },
      disputes,
      copies,
      contractSignature('甲方', '乙方'),
    ],
  },
  {
    id: 'agency-contract',
    name: '委托代理合同',
    tab: 'contract',
    description: '当事人委托律师事务所代理诉讼或非诉事务，约定代理事项和律师费。',
    fields: [...pa('委托人（甲方）'), ...pb('受托人（乙方）'), field('matter', '委托事项', 'text', true, '如：甲方与李四民间借贷纠纷一审诉讼'), field('lawyer_name', '承办律师', 'text', true, ''), field('fee', '律师费', 'amount', true, '', 'amount'), field('authority', '代理权限', 'text', false, '一般代理或特别授权'), disputeCourt, dateField('签订日期')],
    sections: [
      title('委托代理合同'),
      partiesAB('委托人（甲方）', '受托人（乙方）'),
      { key: 'terms', style: 'body', lines: ['第一条 甲方委托乙方代理{matter}，乙方指派{lawyer_name}律师承办。', '第二条 代理权限：{authority}。', '第三条 甲方应于本合同签订之日起三日内向乙方支付律师费{fee}。', '第四条 乙方律师应勤勉尽责，依法维护甲方的合法权益，并对代理中知悉的甲方秘密予以保密。', '第五条 甲方应如实陈述案情，及时提供证据材料。'] },
      disputes,
      copies,
      contractSignature('委托人', '受托人'),
    ],
    basis: ['《中华人民共和国民法典》第九百一十九条'],
  },
];
