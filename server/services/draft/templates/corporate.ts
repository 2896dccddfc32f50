/** Company documents (公司文书): resolutions and amendments in the form registration authorities accept. */
import { dateField, field, title } from './field-kit';
import type { TDraftTemplate } from './template-types';

const company = [
  field('company_name', '公司名称', 'text', true, '公司全称', 'claimant.name'),
  field('company_id', '统一社会信用代码', 'credit_code', false, '18位统一社会信用代码', 'claimant.id'),
];

export const CORPORATE_TEMPLATES: TDraftTemplate[] = [
  {
    id: 'shareholder-resolution',
    name: '股东会决议',
    tab: 'corporate',
    description: '有限责任公司股东会就增资、变更、选举等事项作出决议。',
    fields: [
      ...company,
      field('meeting_date', '会议日期', 'date', true, '', 'date'),
      field('meeting_place', '会议地点', 'address', false, ''),
      field('attendance', '出席情况', 'text', true, '如：应到股东3名，实到股东3名，代表100%表决权'),
      field('resolutions', '决议事项', 'textarea', true, '每项决议一行'),
      field('shareholders', '股东签字栏', 'text', true, '全体股东名称，用顿号分隔'),
      dateField(),
    ],
    sections: [
      title('{company_name}股东会决议'),
      { key: 'intro', style: 'body', lines: ['{company_name}（统一社会信用代码：{company_id}）于{meeting_date}在{meeting_place}召开股东会。会议通知已依法送达全体股东，{attendance}。会议的召集、召开程序和表决方式符合《中华人民共和国公司法》及公司章程的规定。经与会股东表决，形成决议如下：'] },
      { key: 'resolutions', style: 'body', lines: ['{resolutions}'] },
      { key: 'signature', style: 'plain', lines: ['全体股东签字（盖章）：{shareholders}', '{sign_date}'] },
    ],
    basis: ['《中华人民共和国公司法》第五十九条'],
  },
  {
    id: 'articles-amendment',
    name: '公司章程修正案',
    tab: 'corporate',
    description: '根据股东会决议修改公司章程条款，逐条列明修改前后内容。',
    fields: [
      ...company,
      field('resolution_date', '股东会决议日期', 'date', true, '', 'date'),
      field('amendments', '修改内容', 'textarea', true, '每条一行：原章程第X条“……”修改为“……”'),
      field('legal_rep', '法定代表人', 'text', true, '', 'claimant.legal_rep'),
      dateField(),
    ],
    sections: [
      title('{company_name}章程修正案'),
      { key: 'intro', style: 'body', lines: ['根据《中华人民共和国公司法》及{company_name}于{resolution_date}作出的股东会决议，对公司章程作如下修改：'] },
      { key: 'amendments', style: 'body', lines: ['{amendments}', '本修正案为公司章程的组成部分，与公司章程具有同等法律效力。'] },
      { key: 'signature', style: 'right', lines: ['{company_name}（盖章）', '法定代表人（签字）：{legal_rep}', '{sign_date}'] },
    ],
  },
];
