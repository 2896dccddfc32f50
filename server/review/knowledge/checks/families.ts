/**
 * One-sided-clause families (issue 14, decision 190): checks that read a clause's meaning across wordings —
 * one-sided liability, unilateral rights, waivers of statutory rights, money terms in any period, deposits in any
 * wording, forums, auto-renewal and lock-in, IP and confidentiality overreach, 格式条款 that take away the other
 * side's main rights. The vocabulary is data (../families.ts); the engine is rules/named/family.ts. `yieldTo`
 * names older checks that already report the same words: when one of them fires in the paragraph, the family
 * finding is dropped, so the user never sees the same clause twice.
 */
import { defineChecks } from '../define';
import { lprCapPercent, lprOn } from '../lpr';

const FORMAT = { law: '民法典', article: '第四百九十七条' } as const;
/** The one-year LPR in force (lpr-table.json, decision 194). */
const LPR = lprOn();

export const FAMILY_CHECKS = defineChecks('general', [
  {
    id: 'general.family.liability-unlimited',
    level: 'medium',
    stances: 'all',
    title: '单方承担无上限或间接损失的赔偿责任',
    explanation:
      '“{quote}”要求{actor}对另一方的全部损失负责，包括间接损失、可得利益或不设上限。违约损失赔偿额不得超过违约一方订立合同时预见到或者应当预见到的因违约可能造成的损失（民法典第五百八十四条）；由一方单独承担无限或间接损失责任，风险与对价明显失衡，格式条款不合理加重对方责任的无效（第四百九十七条）。',
    suggestion: '将赔偿范围限定为直接损失，约定赔偿总额上限（如不超过合同总价），并使双方的责任范围对等。',
    citations: [{ law: '民法典', article: '第五百八十四条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'liability-unlimited' } },
  },
  {
    id: 'general.family.liability-exclusion',
    level: 'high',
    stances: 'all',
    title: '免除人身损害或故意、重大过失责任的条款无效',
    explanation:
      '“{quote}”免除了造成人身损害的责任，或者免除（限制）了因故意或者重大过失造成财产损失的责任。这两类免责条款无效（民法典第五百零六条）；提供格式条款一方不合理地免除或者减轻其责任的，该条款无效（第四百九十七条）。',
    suggestion: '删除该免责表述，改为“因一方故意或重大过失造成对方财产损失，或造成人身损害的，依法承担赔偿责任，不受本合同责任限制条款的约束”。',
    citations: [{ law: '民法典', article: '第五百零六条' }, FORMAT],
    detector: {
      kind: 'named',
      name: 'family',
      params: { family: 'liability-exclusion', yieldTo: ['general.exemption.personal-injury'] },
    },
  },
  {
    id: 'general.family.liability-cap',
    level: 'medium',
    stances: 'all',
    title: '只限制一方的赔偿责任',
    explanation:
      '“{quote}”只为{actor}的赔偿责任设定了上限，另一方的责任不受限制，风险分配不对等。责任上限过低时守约方的损失难以弥补；由提供格式条款一方单方限制自身责任的，可能因不合理地免除或者减轻其责任而无效（民法典第四百九十七条）。',
    suggestion: '使责任上限对双方同等适用，上限不低于合同总价，并写明故意、重大过失和人身损害不受上限限制。',
    citations: [{ law: '民法典', article: '第五百八十四条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'liability-cap' } },
  },
  {
    id: 'general.family.unilateral-change',
    level: 'medium',
    stances: 'all',
    title: '一方可单方变更价格或合同条款',
    explanation:
      '“{quote}”允许{actor}不经对方同意调整价格或者修改合同内容。当事人协商一致才可以变更合同（民法典第五百四十三条）；单方调价、改约的权利使另一方无法预见自己的负担，格式条款排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '约定价格在合同期内固定；确需调整的，写明调整的条件、公式和上限，并须经双方书面确认，另一方不同意时有权解除合同且不承担责任。',
    citations: [{ law: '民法典', article: '第五百四十三条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-change' } },
  },
  {
    id: 'general.family.unilateral-terminate',
    level: 'medium',
    stances: 'all',
    exceptCategories: ['labor'],
    title: '一方可无理由随时解除合同',
    explanation: '“{quote}”使{actor}无需任何理由即可解除（终止）合同。另一方能否继续履行完全取决于对方，前期投入和预期利益得不到保障；解除合同应有约定或者法定的事由（民法典第五百六十二条、第五百六十三条）。',
    suggestion: '将解除事由限定为明确的违约或法定情形；确需保留任意解除权的，约定提前通知期限，并对另一方的损失给予补偿。',
    citations: [
      { law: '民法典', article: '第五百六十二条' },
      { law: '民法典', article: '第五百六十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-terminate', yieldTo: ['general.termination.at-will'] } },
  },
  {
    id: 'general.family.unilateral-setoff',
    level: 'low',
    stances: 'all',
    title: '一方可单方扣款或抵销',
    explanation: '“{quote}”允许{actor}不经确认直接从应付款项、押金或保证金中扣除。抵销应当通知对方（民法典第五百六十八条），扣款金额存在争议时，单方直接扣除使另一方先承受损失、再举证追回。',
    suggestion: '约定扣款须以双方确认或生效法律文书确定的金额为限，扣款前书面通知并列明明细，另一方可在合理期限内提出异议。',
    citations: [{ law: '民法典', article: '第五百六十八条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-setoff', yieldTo: ['general.family.self-help-remedy'] } },
  },
  {
    id: 'general.family.unilateral-assign',
    level: 'medium',
    stances: 'all',
    title: '一方可不经同意转让合同权利义务',
    explanation: '“{quote}”允许{actor}不经对方同意把合同权利义务转让给第三方。债务的转移应当经债权人同意（民法典第五百五十一条），权利和义务一并转让须经对方同意（第五百五十五条）；任由一方更换合同相对人，另一方将面对未知的履约主体。',
    suggestion: '约定任何一方转让合同权利义务均须经对方书面同意；债权转让的，应书面通知对方后方对其发生效力。',
    citations: [
      { law: '民法典', article: '第五百五十一条' },
      { law: '民法典', article: '第五百五十五条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-assign' } },
  },
  {
    id: 'general.family.unilateral-interpret',
    level: 'medium',
    stances: 'all',
    title: '合同解释以一方意见为准',
    explanation: '“{quote}”约定条款的理解以{actor}的解释为准。对合同条款的理解有争议的，应当依照法律规定的解释规则确定（民法典第四百六十六条）；对格式条款有两种以上解释的，应当作出不利于提供格式条款一方的解释（第四百九十八条）。',
    suggestion: '删除由一方解释的约定，改为对条款理解有争议时由双方协商，协商不成的按争议解决条款处理。',
    citations: [
      { law: '民法典', article: '第四百六十六条' },
      { law: '民法典', article: '第四百九十八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-interpret', yieldTo: ['general.format.final-interpretation'] } },
  },
  {
    id: 'general.family.waiver',
    level: 'medium',
    stances: 'all',
    title: '一方放弃诉讼、仲裁、抗辩或法定撤销、解除权',
    explanation: '“{quote}”要求{actor}放弃依法享有的起诉、仲裁、抗辩、撤销或解除合同等权利。提供格式条款一方排除对方主要权利的，该条款无效（民法典第四百九十七条）；诉权和法定撤销权、解除权是当事人寻求救济的基础，事先概括放弃的约定通常得不到支持，却会在纠纷中被对方援引。',
    suggestion: '删除放弃权利的约定；如需约束争议解决方式，改为明确、唯一的仲裁或法院管辖约定。',
    citations: [FORMAT, { law: '民法典', article: '第五百六十三条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'waiver' } },
  },
  {
    id: 'general.family.money-rate',
    level: 'medium',
    stances: 'all',
    title: '利息或违约金折合年利率过高',
    explanation:
      `“{quote}”{period}计算，折合年利率约{annual}%，超过一年期贷款市场报价利率（LPR）四倍（约{limit}%，按${LPR.from}公布的一年期LPR ${LPR.one_year}%计算，以合同成立时的LPR为准）。借款的利率不得违反国家有关规定（民法典第六百八十条），依照民间借贷司法解释，超过合同成立时一年期LPR四倍的利息不受保护；逾期付款的违约金过分高于造成的损失的，可以请求人民法院或者仲裁机构予以适当减少，超过损失百分之三十的一般可以认定为过分高于损失（第五百八十五条及合同编通则司法解释）。`,
    suggestion: '以“年利率”表述利率或逾期付款违约金标准，并控制在合同成立时一年期LPR的四倍以内；逾期付款违约金可约定为按日万分之五或按LPR上浮一定比例计算。',
    citations: [
      { law: '民法典', article: '第六百八十条' },
      { law: '民法典', article: '第五百八十五条' },
    ],
    detector: {
      kind: 'named',
      name: 'family',
      params: { family: 'money-rate', capPercent: lprCapPercent(), yieldTo: ['general.penalty.daily-high', 'loan.interest.over-cap', 'general.penalty.over-30'] },
    },
  },
  {
    id: 'general.family.deposit-ratio',
    level: 'high',
    stances: 'all',
    title: '定金超过主合同标的额的20%',
    explanation: '约定的定金“{quote}”为主合同标的额的{ratio}%。定金的数额不得超过主合同标的额的百分之二十，超过部分不产生定金的效力（民法典第五百八十六条），超出部分不适用定金罚则。',
    suggestion: '将定金调整为不超过合同标的额的20%；超出部分如需保留，可改为预付款，并另行约定违约金。',
    citations: [
      { law: '民法典', article: '第五百八十六条' },
      { law: '民法典', article: '第五百八十七条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'deposit-ratio', yieldTo: ['general.deposit.over-20'] } },
  },
  {
    id: 'general.family.forum-both',
    level: 'high',
    stances: 'all',
    title: '同一争议既可仲裁又可诉讼，仲裁约定无效',
    explanation: '“{quote}”对同一争议既提到仲裁机构又提到人民法院。依照最高人民法院关于适用仲裁法的司法解释，约定争议可以向仲裁机构申请仲裁也可以向人民法院起诉的，仲裁协议无效；仲裁裁决是终局的，约定“对裁决不服可再起诉”同样与仲裁的效力相冲突。仲裁协议应当有选定的仲裁委员会（仲裁法第二十七条），约定不明确又达不成补充协议的无效（第二十九条）。',
    suggestion: '在仲裁与诉讼中择一：选择仲裁的，写明唯一的仲裁委员会并约定裁决终局；选择诉讼的，写明与争议有实际联系地点的人民法院。',
    citations: [
      { law: '仲裁法', article: '第二十七条' },
      { law: '仲裁法', article: '第二十九条' },
      { law: '民事诉讼法', article: '第三十五条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'forum-both', yieldTo: ['general.dispute.both-forums'] } },
  },
  {
    id: 'general.family.auto-renewal',
    level: 'low',
    stances: 'all',
    title: '合同期满自动续期',
    explanation: '“{quote}”约定合同到期后自动续期（顺延）。不及时提出异议的一方将被按原条件继续约束，价格和条件也无法重新商定；以格式条款约定的，提供方应当以合理方式提示对方注意（民法典第四百九十六条）。',
    suggestion: '改为期满前一定期限内双方协商续签，或限定自动续期的次数、并约定任何一方可在续期前书面通知不再续期。',
    citations: [{ law: '民法典', article: '第四百九十六条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'auto-renewal' } },
  },
  {
    id: 'general.family.lock-in',
    level: 'medium',
    stances: 'all',
    exceptCategories: ['labor'],
    title: '一方在锁定期内不得解除合同',
    explanation: '“{quote}”使{actor}在约定期限内不论何种原因都不得解除合同。对方根本违约时仍不能解除，法定解除权（民法典第五百六十三条）被变相排除；格式条款排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '保留对方违约、不可抗力等情形下的解除权；确需最低期限的，约定提前解除时按实际损失或合理比例补偿，而不是支付剩余期限的全部费用。',
    citations: [{ law: '民法典', article: '第五百六十三条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'lock-in' } },
  },
  {
    id: 'general.family.ip-overreach',
    level: 'medium',
    stances: 'all',
    title: '知识产权归属超出合同范围',
    explanation: '“{quote}”把{actor}与本合同无关的、合同前已有的或合同终止后产生的成果也划归对方所有。知识产权归属应以合同标的为限，超出范围的约定容易被认定为显失公平或限制技术竞争（民法典第八百五十条：非法垄断技术或者侵害他人技术成果的技术合同无效），也会让一方失去自己的既有成果。',
    suggestion: '将归属限定为为履行本合同专门完成并交付的成果；各方原有的知识产权仍归各自所有，仅在履行所需范围内许可使用。',
    citations: [{ law: '民法典', article: '第八百五十条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'ip-overreach' } },
  },
  {
    id: 'general.family.confidentiality-overreach',
    level: 'low',
    stances: 'all',
    title: '只约束一方的永久保密义务',
    explanation: '“{quote}”要求{actor}对对方的信息无限期保密，而义务不对等或范围不设边界。除商业秘密外，一般信息的保密义务宜有合理期限和公开信息等例外（民法典第五百零一条只保护商业秘密和应当保密的信息）。',
    suggestion: '约定双方对等的保密义务、明确保密信息范围和公开信息等例外，商业秘密以外的信息约定合理的保密期限（如合同终止后三年）。',
    citations: [{ law: '民法典', article: '第五百零一条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'confidentiality-overreach' } },
  },
  // Round 3 (decision 196): families nobody had planted before.
  {
    id: 'general.family.limitation-waiver',
    level: 'medium',
    stances: 'all',
    title: '约定放弃或变更诉讼时效，约定无效',
    explanation:
      '“{quote}”预先放弃诉讼时效利益，或者另行约定了诉讼时效的期间或适用。诉讼时效的期间、计算方法以及中止、中断的事由由法律规定，当事人约定无效；当事人对诉讼时效利益的预先放弃无效（民法典第一百九十七条）。该约定不能产生当事人预期的效果，写入合同反而可能使一方误判自己的权利期限。',
    suggestion: '删除该约定；需要保全债权的一方应按法定的三年诉讼时效及时主张权利（催收、对账确认或起诉），并保留主张权利的书面证据。',
    citations: [{ law: '民法典', article: '第一百九十七条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'limitation-waiver', yieldTo: ['general.family.waiver'] } },
  },
  {
    id: 'general.family.one-sided-record',
    level: 'medium',
    stances: 'all',
    title: '以一方单方记录为准结算或计量',
    explanation:
      '“{quote}”把数量、金额或履行情况交给{actor}一方的记录或核定来确定，另一方没有核对和提出异议的机会。当事人应当按照约定全面履行自己的义务，遵循诚信原则（民法典第五百零九条）；以一方自行制作的记录作为唯一依据，实质上由该方决定另一方的负担，格式条款不合理地加重对方责任、限制对方主要权利的无效（第四百九十七条）。',
    suggestion: '约定以双方签字确认的对账单、过磅单或共同抄表记录为准，并写明对记录有异议时的核对期限和第三方计量、审计的办法。',
    citations: [{ law: '民法典', article: '第五百零九条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'one-sided-record' } },
  },
  {
    id: 'general.family.short-inspection',
    level: 'medium',
    stances: 'all',
    title: '质量异议期过短或签收即视为合格',
    explanation:
      '“{quote}”使收货（接收）一方只能在极短的时间内提出质量异议，或者签收即视为质量合格。约定的检验期限过短，根据标的物的性质和交易习惯难以在检验期限内完成全面检验的，该期限仅视为买受人对标的物的外观瑕疵提出异议的期限（民法典第六百二十二条）；约定检验期限的，买受人怠于在期限内通知的，视为标的物的数量或者质量符合约定（第六百二十一条），过短的期限或“签收即合格”实际上剥夺了收货一方就隐蔽瑕疵主张权利的机会。',
    suggestion: '按标的物的性质约定合理的检验期（隐蔽瑕疵另设不少于质保期的异议期），写明签收仅确认数量和外观，不视为对质量的认可。',
    citations: [{ law: '民法典', article: '第六百二十二条' }, { law: '民法典', article: '第六百二十一条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'short-inspection', yieldTo: ['general.family.format-main-rights'] } },
  },
  {
    id: 'general.family.forum-designated',
    level: 'medium',
    stances: 'all',
    title: '管辖法院由一方事后指定或选择',
    explanation:
      '“{quote}”没有在合同中确定管辖法院，而是留给{actor}在争议发生后指定或选择。协议管辖须以书面形式选择被告住所地、合同履行地、合同签订地、原告住所地、标的物所在地等与争议有实际联系的地点的人民法院（民事诉讼法第三十五条）；由一方事后指定的法院无法事先确定，约定可能被认定为管辖约定不明而无效，另一方也无法预见在何处应诉，格式条款不合理地加重对方负担的无效（民法典第四百九十七条）。',
    suggestion: '在合同中写明一个确定的、与争议有实际联系的管辖法院（如被告住所地或合同履行地），或约定唯一的仲裁机构。',
    citations: [{ law: '民事诉讼法', article: '第三十五条' }, FORMAT],
    detector: {
      kind: 'named',
      name: 'family',
      // No yield to the both-forums checks (decision 241): 「由甲方届时指定的仲裁机构或人民法院」 has two defects, an
      // arbitration agreement void for naming a court too and a forum left to one side, and each has its own remedy.
      params: { family: 'forum-designated' },
    },
  },
  {
    id: 'general.family.pay-despite-dispute',
    level: 'medium',
    stances: 'all',
    title: '有争议或对方违约时仍须付款（先付款后争议）',
    explanation:
      '“{quote}”要求付款一方在金额、质量存在争议或者对方违约时仍须照付，不得暂缓或扣减。当事人互负债务，对方履行不符合约定的，一方有权拒绝其相应的履行请求（民法典第五百二十五条、第五百二十六条）；质量不符合约定的，受损害方可以请求减少价款（第五百八十二条）。预先排除这些抗辩，付款方就失去了督促对方履约的主要手段，格式条款排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '改为“无争议部分按期支付，争议部分待核对确认或争议解决后支付”，并保留质量不符或对方违约时暂缓支付、减少价款的权利。',
    citations: [{ law: '民法典', article: '第五百二十五条' }, { law: '民法典', article: '第五百八十二条' }, FORMAT],
    detector: {
      kind: 'named',
      name: 'family',
      params: { family: 'pay-despite-dispute', yieldTo: ['general.family.format-main-rights', 'general.family.waiver'] },
    },
  },
  {
    id: 'general.family.format-main-rights',
    level: 'medium',
    stances: 'all',
    title: '排除对方主要权利的条款',
    explanation: '“{quote}”排除了对方依法享有的退款、退货、修理更换、索赔或履行抗辩等主要权利（只有原因在于失去权利的一方自己时，不退、不赔才是通常的例外；原因在于收款或履约一方的，同样排除了对方的主要权利）。提供格式条款一方排除对方主要权利的，该条款无效（民法典第四百九十七条）；不论对方是否履行都必须付款的约定，也与同时履行抗辩等法定权利相冲突。',
    suggestion: '删除该约定，改为按实际履行情况结算并退还未履行部分的款项；质量不符合约定的，对方可以依法请求修理、更换、退货、减少价款或赔偿损失。',
    citations: [FORMAT, { law: '民法典', article: '第五百八十二条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'format-main-rights', yieldTo: ['general.family.information-right-denied'] } },
  },
  {
    id: 'general.family.guarantee-unlimited',
    level: 'medium',
    stances: 'all',
    title: '保证责任不设限额、范围或期间',
    explanation:
      '“{quote}”使保证人对不设上限、包括将来发生的债务或没有明确期间的债务承担保证责任，或放弃了先诉抗辩权。保证的范围包括主债权及其利息、违约金、损害赔偿金和实现债权的费用，另有约定的按照约定（民法典第六百九十一条）；连带责任保证的债权人可以直接要求保证人承担责任（第六百八十八条）；保证期间约定不明的，为主债务履行期限届满之日起六个月（第六百九十二条）。对保证人而言，担保的金额、债务范围和期间都应当写明。',
    suggestion: '写明保证的最高金额（最高额保证写明最高债权额和决算期）、所担保的具体主合同，以及确定的保证期间（如主债务履行期限届满之日起六个月或二年）；保证人可考虑约定一般保证，保留先诉抗辩权。',
    citations: [
      { law: '民法典', article: '第六百九十一条' },
      { law: '民法典', article: '第六百八十八条' },
      { law: '民法典', article: '第六百九十二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'guarantee-unlimited' } },
  },
  {
    id: 'general.family.non-compete',
    level: 'medium',
    stances: 'all',
    title: '竞业限制超过两年、永久、无补偿或不设范围',
    explanation:
      '“{quote}”约定的竞业限制超出合理限度：期限超过二年、永久、没有经济补偿或不限地域与行业。劳动关系中，竞业限制的范围、地域、期限由双方约定，期限不得超过二年（劳动合同法第二十四条），用人单位应在竞业限制期限内按月给予经济补偿（第二十三条）；合作、股权等合同中不设期限和范围的竞业约定也可能被认定为不合理限制竞争、显失公平。',
    suggestion: '将竞业限制限定为必要的人员、业务范围和地域，期限不超过二年，并约定按月支付不低于法定标准的经济补偿；合作类合同的竞业约定以合作期限及结束后合理期间为限。',
    citations: [
      { law: '劳动合同法', article: '第二十四条' },
      { law: '劳动合同法', article: '第二十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'non-compete' } },
  },
  {
    id: 'general.family.forum-one-sided',
    level: 'low',
    stances: 'all',
    title: '约定由一方所在地法院管辖',
    explanation: '“{quote}”把诉讼约定到一方所在地的法院。合同当事人可以书面协议选择被告住所地、合同履行地、合同签订地、原告住所地、标的物所在地等与争议有实际联系的地点的人民法院管辖（民事诉讼法第三十五条），约定有效；但另一方须到对方所在地应诉或起诉，成本和主场劣势都由其承担。',
    suggestion: '如代表另一方，争取改为被告住所地、合同履行地或双方认可的中立地点法院管辖，或约定唯一的仲裁机构。',
    citations: [{ law: '民事诉讼法', article: '第三十五条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'forum-one-sided', yieldTo: ['general.dispute.both-forums', 'general.family.forum-both'] } },
  },
  // Round 4 (decision 218): families first planted by the independent round-4 writer.
  {
    id: 'general.family.post-termination-fees',
    level: 'medium',
    stances: 'all',
    title: '合同提前解除后仍须支付剩余期限的全部费用',
    explanation:
      '“{quote}”要求一方在合同提前解除或退出后，仍按原定期限支付剩余期间的全部租金、服务费或许可费。合同解除后，尚未履行的，终止履行（民法典第五百六十六条）；另一方因此获得的赔偿以其实际损失为限，不得超过订立合同时可以预见的损失（第五百八十四条），并且应当采取适当措施防止损失扩大，如另行出租、另行招商（第五百九十一条）。不扣除对方节省的成本和另行获得的收益、一律收取剩余期限全部费用，实质上是过高的违约金，可以请求法院或仲裁机构适当减少（第五百八十五条）；格式条款不合理地加重对方责任的无效（第四百九十七条）。',
    suggestion: '改为按实际使用期间结算费用；提前解除的一方赔偿对方的实际损失（如合理的空置期租金或一至三个月费用的违约金），已预付的剩余期间费用予以退还。',
    citations: [
      { law: '民法典', article: '第五百六十六条' },
      { law: '民法典', article: '第五百八十五条' },
      { law: '民法典', article: '第五百九十一条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'post-termination-fees', yieldTo: ['general.family.lock-in'] } },
  },
  {
    id: 'general.family.forfeit-payments',
    level: 'medium',
    stances: 'all',
    title: '以对方违约为由没收其已付的全部款项',
    explanation:
      '“{quote}”约定一方违约（或被对方认定违约）时，其已经支付的款项全部不予退还、归对方所有。这相当于把已付款项全部作为违约金，与对方的实际损失无关：约定的违约金过分高于造成的损失的，人民法院或者仲裁机构可以根据当事人的请求予以适当减少（民法典第五百八十五条）；合同解除后，已经履行的部分可以请求恢复原状或者采取其他补救措施（第五百六十六条）。由一方单方“认定”违约即可没收，格式条款不合理地加重对方责任、排除对方主要权利的无效（第四百九十七条）。定金另按定金罚则处理，不在此列。',
    suggestion: '改为违约方按实际损失赔偿，或约定与损失相当的违约金（一般不超过损失的百分之三十），已付款项在扣除违约金和实际损失后退还；违约事实应有客观标准，不以一方单方认定为准。',
    citations: [
      { law: '民法典', article: '第五百八十五条' },
      { law: '民法典', article: '第五百六十六条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'forfeit-payments', yieldTo: ['general.family.format-main-rights', 'lease.deposit.forfeit'] } },
  },
  // Round 5 (decision 219): families first planted by the independent round-5 writer.
  {
    id: 'general.family.unilateral-extension',
    level: 'medium',
    stances: 'all',
    title: '一方可单方延长履行期限且不承担迟延责任',
    explanation:
      '“{quote}”允许{actor}自行推迟自己的交付或完工期限，推迟期间不算违约。履行期限是合同的主要条款，变更须双方协商一致（民法典第五百四十三条）；一方不按约定期限履行的，应当承担继续履行、赔偿损失等违约责任（第五百七十七条），迟延履行致使合同目的不能实现的，对方可以解除合同（第五百六十三条）。一方可以随意延期且免责，对方的这些权利就落空了；格式条款不合理地免除其责任、排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '删除单方延期的约定；确需弹性期限的，写明可以顺延的具体事由（如对方原因、不可抗力）、顺延的最长天数和书面通知程序，超过期限仍按逾期承担违约责任，对方有权解除合同。',
    citations: [{ law: '民法典', article: '第五百四十三条' }, { law: '民法典', article: '第五百七十七条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-extension' } },
  },
  {
    id: 'general.family.deemed-service',
    level: 'medium',
    stances: 'all',
    title: '一方发出通知即视为送达，不问对方是否收到',
    explanation:
      '“{quote}”约定{actor}的通知一经发出、公告或寄出即视为对方已经收到，对方实际是否收到在所不问。以非对话方式作出的意思表示，到达相对人时才生效（民法典第一百三十七条）；按发出时点推定送达，催告、解除、变更等重要通知可能在对方毫不知情时生效，对方失去答复、补救和异议的机会。只约束一方的送达推定也使双方地位不对等（第四百九十七条）。',
    suggestion: '约定双方确认的送达地址和方式，以对方签收或系统显示到达对方之时为送达；邮寄被退回的，以退回之日视为送达须对双方同等适用，重要通知（解除、催告）应以可查证到达的方式发送。',
    citations: [{ law: '民法典', article: '第一百三十七条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'deemed-service' } },
  },
  // Round 6 (decision 219): families first planted by the independent round-6 writer.
  {
    id: 'general.family.designated-appraisal',
    level: 'medium',
    stances: 'all',
    title: '由一方单方选定的机构或专家作出对方须接受的结论',
    explanation:
      '“{quote}”约定损失、质量或原因由{actor}自己聘请、指定或组织的机构、专家认定，对方只能接受。当事人申请鉴定的，由双方当事人协商确定具备资格的鉴定人，协商不成的由人民法院指定（民事诉讼法第七十九条）；对鉴定意见有异议的，鉴定人应当出庭作证（第八十一条）；由利害关系一方单方选定并约定为终局，实际剥夺了对方的质证与救济机会，格式条款排除对方主要权利的无效（民法典第四百九十七条）。',
    suggestion: '改为由双方共同选定具有资质的中立机构；协商不成的，由一方申请、另一方有权提出异议并申请重新鉴定，鉴定费用由责任方承担。',
    citations: [{ law: '民事诉讼法', article: '第七十九条' }, { law: '民事诉讼法', article: '第八十一条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'designated-appraisal', yieldTo: ['general.family.one-sided-record'] } },
  },
  {
    id: 'general.family.one-sided-costs',
    level: 'medium',
    stances: 'all',
    title: '一方的维权费用或法定税负无论责任均由对方承担',
    explanation:
      '“{quote}”约定{actor}为争议支出的律师费、诉讼费等，无论结果如何都由对方承担，或者把依法应由{actor}缴纳的税款转由对方负担。诉讼费用原则上由败诉方负担（诉讼费用交纳办法），律师费通常只由违约方承担；提供格式条款的一方应当遵循公平原则确定双方的权利和义务（民法典第四百九十六条），不问胜负、不问过错地由一方承担全部费用，是不合理地加重对方责任（第四百九十七条）；税款约定转嫁虽不影响对税务机关的纳税义务，但使对方承担了不属于其的负担，应在价款中充分体现。',
    suggestion: '改为“因违约引起争议的，守约方为实现债权支出的合理律师费、诉讼费由违约方承担”，双方对等适用；税费按法律规定由各自的纳税义务人承担，确需一方承担的，在价款中单列并明确金额。',
    citations: [{ law: '民法典', article: '第四百九十六条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'one-sided-costs' } },
  },
  // Round 7 (decision 219): families first planted by the independent round-7 writer.
  {
    id: 'general.family.unilateral-suspension',
    level: 'medium',
    stances: 'all',
    title: '一方可随意暂停或中止履行且不承担责任',
    explanation:
      '“{quote}”允许{actor}不问对方是否违约就暂停、中止或冻结自己的履行，并且不承担责任。中止履行只在对方有不履行、经营状况严重恶化等法定情形时才是正当的抗辩，并应当及时通知对方（民法典第五百二十五条至第五百二十八条）；无正当理由停止履行即是违约，应当承担违约责任（第五百七十七条）；物业服务人更不得采取停止供电、供水、供热、供燃气等方式催交物业费（第九百四十四条）。随意暂停且免责，格式条款不合理地免除其责任、排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '限定可以暂停的具体情形（如对方逾期付款超过一定期限、依法检修），约定提前书面通知和恢复履行的时限；无正当理由暂停的，按违约承担责任并顺延或减免对方的相应义务。',
    citations: [{ law: '民法典', article: '第五百二十七条' }, { law: '民法典', article: '第五百七十七条' }, { law: '民法典', article: '第九百四十四条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-suspension' } },
  },
  {
    id: 'general.family.penalty-cumulation',
    level: 'medium',
    stances: 'all',
    title: '定金与违约金叠加或违约金不得调整',
    explanation:
      '“{quote}”约定定金与违约金一并适用，或者违约金无论损失多少都不得调整。当事人既约定违约金又约定定金的，一方违约时，对方可以选择适用违约金或者定金条款，不能同时主张（民法典第五百八十八条）；约定的违约金过分高于或者低于造成的损失的，当事人可以请求人民法院或者仲裁机构予以调整（第五百八十五条），事先排除调整的约定会被对方援引，但不影响法院依法调整。',
    suggestion: '改为“守约方可以选择适用违约金或者定金条款”；删除“不得请求调减”的表述，按实际损失合理约定违约金（一般不超过损失的百分之三十）。',
    citations: [{ law: '民法典', article: '第五百八十八条' }, { law: '民法典', article: '第五百八十五条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'penalty-cumulation', yieldTo: ['general.deposit.with-penalty'] } },
  },
  {
    id: 'general.family.silence-as-consent',
    level: 'medium',
    stances: 'all',
    title: '对方沉默或继续使用即视为同意变更',
    explanation:
      '“{quote}”把对方在短期内未回复、未提出异议或者继续使用，视为同意一方提出的变更、调价或确认。沉默只有在有法律规定、当事人约定或者符合交易习惯时才可以视为意思表示（民法典第一百四十条）；合同的变更本应协商一致（第五百四十三条），这种约定等于让一方以通知改约，对方一旦漏看通知即受约束。由提供格式条款一方设定的，属于不合理加重对方责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '改为“变更须经双方书面确认后生效；一方未书面同意的，继续按原约定履行”，或至少给予不少于十五日的异议期、明确异议后的处理（如可无责解除），并写明通知须以书面方式送达。',
    citations: [{ law: '民法典', article: '第一百四十条' }, { law: '民法典', article: '第五百四十三条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'silence-as-consent', yieldTo: ['general.family.unilateral-change'] } },
  },
  {
    id: 'general.family.data-overreach',
    level: 'medium',
    stances: 'all',
    title: '一方可不受限制地使用、共享或出售对方的数据和个人信息',
    explanation:
      '“{quote}”允许一方把对方的业务数据或者个人信息用于任意用途、提供给第三方或者出售，且无需再取得同意、无需付费或者不得撤回。处理个人信息应当征得本人同意并明示目的、方式和范围（民法典第一千零三十五条）；向其他处理者提供个人信息的，应当告知接收方并取得个人的单独同意（个人信息保护法第二十三条）；个人有权撤回同意（第十五条）。概括授权、永久不可撤回的约定难以成立有效同意，使用方还面临行政处罚；对企业数据的无偿商业化利用也使对方丧失数据权益。',
    suggestion: '列明数据的使用目的和范围，向第三方提供或者商业化利用前另行取得对方（个人信息主体）的单独书面同意，约定可以撤回、删除及相应的对价，并对对方承担保密和安全保护义务。',
    citations: [{ law: '民法典', article: '第一千零三十五条' }, { law: '个人信息保护法', article: '第二十三条' }, { law: '个人信息保护法', article: '第十五条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'data-overreach', yieldTo: ['general.family.ip-overreach'] } },
  },
  {
    id: 'general.family.burden-of-proof',
    level: 'medium',
    stances: 'all',
    title: '推定对方过错或由对方自证无过错',
    explanation:
      '“{quote}”预先推定损失由另一方造成，或者要求其自行证明没有过错，否则承担全部责任。当事人对自己提出的主张，有责任提供证据（民事诉讼法第六十七条）；合同把举证责任整体转给一方，等于让其对原因不明的损失兜底。由提供格式条款一方约定的，属于不合理地加重对方责任（民法典第四百九十七条）。',
    suggestion: '删除推定条款，改为“损失由过错方承担；主张对方有过错的一方应当提供相应证据”，或限定推定的具体情形（如仅限承租人独占使用期间、有交接记录为证）。',
    citations: [{ law: '民事诉讼法', article: '第六十七条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'burden-of-proof' } },
  },
  {
    id: 'general.family.inspection-at-will',
    level: 'medium',
    stances: 'all',
    title: '一方可随时进入对方场所或检查对方账簿、系统、物品',
    explanation:
      '“{quote}”允许一方不经预约或通知，随时进入另一方的住所、经营场所，或查阅其账簿、系统、个人物品，且对方不得拒绝。除法律另有规定或者权利人明确同意外，任何组织或者个人不得进入他人的住宅等私密空间（民法典第一千零三十三条）；不受时间和方式限制的检查权会干扰对方的正常经营和生活，承租人在租赁期内本应安静使用租赁物，格式条款不合理地加重对方责任、限制其主要权利的无效（第四百九十七条）。',
    suggestion: '限定检查的目的、频次和范围，约定提前（如二十四小时）书面通知、在合理时间内进行并有对方在场；紧急情况除外，并对检查中获悉的信息负保密义务。',
    citations: [{ law: '民法典', article: '第一千零三十三条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'inspection-at-will' } },
  },
  {
    id: 'general.family.unilateral-subcontract',
    level: 'medium',
    stances: 'all',
    title: '一方可不经同意将主要工作转委托、分包或外包',
    explanation:
      '“{quote}”允许一方不经对方同意，把合同的主要工作交给第三人完成，或者不对第三人的行为负责。受托人转委托应当经委托人同意（民法典第九百二十三条）；承揽人应当以自己的设备、技术和劳力完成主要工作，未经定作人同意交由第三人完成的，定作人可以解除合同（第七百七十二条）；承包人分包须经发包人同意，建设工程主体结构的施工必须由承包人自行完成（第七百九十一条）。对方选择的是这一方的能力和信用，擅自转交使其无从控制质量和保密。',
    suggestion: '改为“未经对方书面同意，不得将本合同的主要工作转委托、分包或外包给第三人；经同意转交的，仍由本方对第三人的行为向对方承担责任”。',
    citations: [{ law: '民法典', article: '第九百二十三条' }, { law: '民法典', article: '第七百七十二条' }, { law: '民法典', article: '第七百九十一条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-subcontract', yieldTo: ['general.family.unilateral-assign'] } },
  },
  {
    id: 'general.family.promises-disclaimed',
    level: 'medium',
    stances: 'all',
    title: '一方的宣传、陈述或承诺被约定为不构成合同内容',
    explanation:
      '“{quote}”把一方在宣传、介绍、销售或谈判中作出的说明、承诺或数据约定为不构成合同内容、没有约束力，对方不得据此主张权利。商业广告和宣传的内容符合要约条件的，构成要约（民法典第四百七十三条第二款）；经营者应当向消费者提供真实、全面的信息，不得作虚假或者引人误解的宣传（消费者权益保护法第二十条）。对方往往正是基于这些说明订立合同，事后一概否认，使其丧失主要的信赖利益。',
    suggestion: '将对方签约所依赖的关键说明（面积、用途、性能、配套、收益测算等）明确写入合同或附件，并约定与之不符时的责任；删除“仅供参考、不构成合同内容”的概括表述。',
    citations: [{ law: '民法典', article: '第四百七十三条' }, { law: '消费者权益保护法', article: '第二十条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'promises-disclaimed' } },
  },
  {
    id: 'general.family.exclusive-dealing',
    level: 'medium',
    stances: 'all',
    title: '一方只能与对方或其指定方交易、不得与他人合作',
    explanation:
      '“{quote}”限定一方只能向对方或其指定的单位采购、销售或接受服务，或者不得与其他平台、品牌、中介合作，而对方不受同样的限制。电子商务平台经营者不得利用服务协议对平台内经营者与其他经营者的交易进行不合理限制（电子商务法第三十五条）；消费者有权自主选择经营者和商品（消费者权益保护法第九条）；由提供格式条款一方设定的单向排他限制，属于不合理地限制对方主要权利（民法典第四百九十七条），达到一定市场力量时还可能构成垄断协议或滥用市场支配地位。',
    suggestion: '删除单向排他约定，或者限定排他的范围、期限和理由，并给予对应的对价（如独家区域、价格优惠、保底采购量），使双方的排他义务对等。',
    citations: [{ law: '电子商务法', article: '第三十五条' }, { law: '消费者权益保护法', article: '第九条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'exclusive-dealing' } },
  },
  {
    id: 'general.family.self-help-remedy',
    level: 'medium',
    stances: 'all',
    title: '一方可不经法院自行扣留、处置对方财物或证件',
    explanation:
      '“{quote}”允许一方在对方欠款或违约时，自行更换门锁、扣留或变卖对方财物、取回标的物，或者扣押对方的证件原件，而不经协商或者法院。留置权人须给债务人不少于六十日的履行期限后才能折价或者拍卖、变卖留置财产（民法典第四百五十三条）；出卖人取回保留所有权的标的物须具备法定情形并经催告（第六百四十二条）；用人单位不得扣押劳动者的居民身份证和其他证件（劳动合同法第九条）。自力处置容易侵犯对方的财产权和人身权，引发纠纷甚至行政、刑事责任。',
    suggestion: '删除自行处置的约定，改为“一方违约的，守约方可以书面催告并给予合理宽限期，逾期仍不履行的，守约方可以依法解除合同并通过诉讼或者仲裁主张权利”；证件只可查验复印件，不得扣留原件。',
    citations: [{ law: '民法典', article: '第四百五十三条' }, { law: '民法典', article: '第六百四十二条' }, { law: '劳动合同法', article: '第九条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'self-help-remedy', yieldTo: ['general.family.unilateral-suspension', 'general.family.utility-cutoff-collection'] } },
  },
  {
    id: 'general.family.acceleration',
    level: 'medium',
    stances: 'all',
    title: '一方可因轻微或主观理由宣布全部债务提前到期',
    explanation:
      '“{quote}”允许一方因一期迟延、其他合同项下的违约或者其自身的判断，不经催告即宣布对方的全部债务立即到期、要求一次性付清。分期付款的买受人未支付到期价款的数额达到全部价款的五分之一，经催告后在合理期限内仍未支付的，出卖人才可以请求支付全部价款（民法典第六百三十四条）；加速到期的条件过宽，使对方因轻微迟延即丧失期限利益，由提供格式条款一方设定的，属于不合理地加重对方责任（第四百九十七条）。',
    suggestion: '将加速到期限定为累计逾期达到一定数额或期数（如未付金额达到全部价款的五分之一），并以书面催告后合理期限内仍未履行为前提；删除“认为可能影响”“其他合同违约”等主观或外部触发条件。',
    citations: [{ law: '民法典', article: '第六百三十四条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'acceleration' } },
  },
  {
    id: 'general.family.most-favoured-terms',
    level: 'medium',
    stances: 'all',
    title: '一方须保证给对方的价格或条件不劣于任何第三方（最惠条款）',
    explanation:
      '“{quote}”要求一方给予对方的价格或交易条件永远不劣于其给予任何第三方的，并常附追溯退差价或成倍赔偿。这种最惠条款使一方丧失对其他客户自主定价的能力，还要承担举证和追溯的风险；当事人应当遵循公平原则确定各方的权利和义务（民法典第六条），由提供格式条款一方设定的，可能属于不合理地加重对方责任（第四百九十七条），由具有市场支配地位的一方要求的，还可能构成滥用市场支配地位。',
    suggestion: '删除最惠条款，或限定可比的范围（同等数量、同等付款条件、同一期间）、不追溯已结算的款项，违约责任以实际差价为限。',
    citations: [{ law: '民法典', article: '第六条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'most-favoured-terms', yieldTo: ['general.family.exclusive-dealing'] } },
  },
  {
    id: 'general.family.pay-when-paid',
    level: 'medium',
    stances: 'all',
    title: '付款以第三方先付款为前提（背靠背条款）',
    explanation:
      '“{quote}”把一方的付款义务挂在第三方（业主、终端客户、上游）是否付款上，第三方不付或少付时，对方的报酬随之落空或无限期推迟，且不计利息、违约金。合同只约束当事人双方，当事人一方因第三人的原因造成违约的，应当依法向对方承担违约责任（民法典第五百九十三条）；以第三方付款为前提的条款，把付款一方自己的商业风险转嫁给对方，由提供格式条款一方设定的，属于不合理地加重对方责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '删除以第三方付款为前提的约定，改为确定的付款期限；确需关联的，约定最长付款期限（如验收后九十日内无论第三方是否付款均应支付）、逾期利息，以及付款一方及时向第三方催收的义务。',
    citations: [{ law: '民法典', article: '第五百九十三条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'pay-when-paid' } },
  },
  {
    id: 'general.family.risk-shift',
    level: 'medium',
    stances: 'all',
    title: '毁损灭失风险由不控制标的物或无过错的一方承担',
    explanation:
      '“{quote}”让一方承担其并未占有、控制的标的物的毁损、灭失风险，或者承担不可归责于它的损失且仍须全额付款。法律的安排是：标的物交付之前风险由出卖人承担（民法典第六百零四条，当事人可以另行约定，但应有对价）；买受人因质量不合格拒绝接受标的物的，风险由出卖人承担（第六百一十条）；因不可归责于承租人的事由致租赁物毁损、灭失的，承租人可以请求减少或者不支付租金（第七百二十九条）；承运人对运输过程中货物的毁损、灭失承担赔偿责任（第八百三十二条）。',
    suggestion: '风险随占有转移：交付前由交付方承担，运输途中由承运人依法承担，拒收期间由出卖人承担；不可归责于承租人的毁损按比例减免租金；确需由接收方承担的，应相应降低价款或由交付方投保。',
    citations: [
      { law: '民法典', article: '第六百零四条' },
      { law: '民法典', article: '第六百一十条' },
      { law: '民法典', article: '第七百二十九条' },
      { law: '民法典', article: '第八百三十二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'risk-shift' } },
  },
  {
    id: 'general.family.collateral-forfeiture',
    level: 'medium',
    stances: 'all',
    title: '债务人违约时担保物直接归债权人所有（流押、流质）',
    explanation:
      '“{quote}”约定债务人不履行到期债务时，抵押、质押或交由债权人保管的财产直接归债权人所有，或者按债权人单方确定的价格折抵债务。抵押权人、质权人在债务履行期限届满前与对方作此约定的，只能依法就该财产优先受偿（民法典第四百零一条、第四百二十八条），不能取得所有权；财产价值超过债务的部分仍属于债务人，不足部分由债务人清偿。',
    suggestion: '改为债务人不履行到期债务时，双方协议以担保财产折价，或者拍卖、变卖担保财产，债权人就所得价款优先受偿，超过债权数额的部分归债务人所有，不足部分由债务人清偿。',
    citations: [
      { law: '民法典', article: '第四百零一条' },
      { law: '民法典', article: '第四百二十八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'collateral-forfeiture' } },
  },
  {
    id: 'general.family.minimum-commitment',
    level: 'medium',
    stances: 'all',
    title: '保底量或最低消费不足部分仍须全额付款',
    explanation:
      '“{quote}”要求一方无论实际使用、采购多少，都按约定的最低数量或金额全额付款，未使用部分不退不转。差额部分没有对应的商品或服务，实质是对未达量的惩罚：约定的违约金过分高于造成的损失的，人民法院或者仲裁机构可以根据当事人的请求予以适当减少（民法典第五百八十五条）；由提供格式条款一方设定的，属于不合理地加重对方责任（第四百九十七条）。',
    suggestion: '删除保底条款，或将差额部分的付款限于对方因此实际遭受的损失（如已备货、已预留产能的成本），允许未使用额度顺延至下一周期，并约定因供方原因导致用量不足的不计入差额。',
    citations: [{ law: '民法典', article: '第五百八十五条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'minimum-commitment' } },
  },
  {
    id: 'general.family.worker-penalty',
    level: 'high',
    stances: 'all',
    title: '约定由劳动者支付违约金、罚款或向劳动者收取押金、保证金',
    explanation:
      '“{quote}”要求劳动者支付违约金、罚款，或者向劳动者收取押金、保证金。除劳动者违反服务期约定（用人单位提供专项培训费用进行专业技术培训）和违反竞业限制约定外，用人单位不得与劳动者约定由劳动者承担违约金（劳动合同法第二十五条），服务期违约金不得超过用人单位提供的培训费用（第二十二条）；用人单位招用劳动者，不得要求劳动者提供担保或者以其他名义向劳动者收取财物（第九条）。这类约定无效，收取的押金、保证金应当退还。',
    suggestion: '删除违约金、罚款、押金和保证金的约定；确需约束的，以规章制度中的纪律处分和依法解除劳动合同处理；专项培训的服务期违约金以培训费用为限，并按未履行的服务期比例分摊。',
    citations: [
      { law: '劳动合同法', article: '第二十五条' },
      { law: '劳动合同法', article: '第二十二条' },
      { law: '劳动合同法', article: '第九条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'worker-penalty' } },
  },
  {
    id: 'general.family.payment-in-kind',
    level: 'medium',
    stances: 'all',
    title: '付款一方可自行决定以实物、积分、汇票等非现金方式抵付并单方作价',
    explanation:
      '“{quote}”允许付款一方不付现金，而以自己的产品、积分、购物卡、农资、存货或者商业汇票抵付应付款项，价值由其自行确定。合同约定的是货币之债，一方单方改变支付方式、自行作价，使对方实际收到的价值无从保障，商业汇票还附带到期不能兑付的风险；由提供格式条款一方设定的，属于不合理地加重对方责任、限制对方主要权利（民法典第四百九十七条）。工资应当以货币形式按月支付给劳动者本人（劳动法第五十条）。',
    suggestion: '约定以人民币现金或银行转账支付；确需以物抵付或以票据支付的，须经收款方书面同意，按双方认可的公允价格作价，汇票期限不超过六个月并由付款方承担贴现费用。',
    citations: [FORMAT, { law: '劳动法', article: '第五十条' }],
    detector: { kind: 'named', name: 'family', params: { family: 'payment-in-kind' } },
  },
  {
    id: 'general.family.gag-clause',
    level: 'medium',
    stances: 'all',
    title: '禁止对方投诉、举报或发表负面评价',
    explanation:
      '“{quote}”事先禁止一方向主管部门、消费者协会、劳动监察机构或者媒体投诉、举报，或者禁止其发表负面评价。消费者有权检举、控告侵害消费者权益的行为（消费者权益保护法第十五条），经营者以格式条款排除或者限制消费者权利的，该内容无效（第二十六条）；任何组织和个人对于违反劳动法律、法规的行为有权检举和控告（劳动法第八十八条）。由提供格式条款一方设定的，属于排除对方主要权利，该条款无效（民法典第四百九十七条）；以违约金相威胁的，违约金条款同样难以得到支持。',
    suggestion: '删除禁止投诉、举报和评价的约定；确需约束的，限于不得捏造、散布虚假事实或者泄露商业秘密，并约定先行协商的期限而不排除对方投诉、举报的权利。',
    citations: [
      { law: '消费者权益保护法', article: '第十五条' },
      { law: '消费者权益保护法', article: '第二十六条' },
      { law: '劳动法', article: '第八十八条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'gag-clause' } },
  },
  {
    id: 'general.family.force-majeure-skewed',
    level: 'medium',
    stances: 'all',
    title: '不可抗力条款偏向一方：将自身经营风险列为不可抗力或限制对方援引',
    explanation:
      '“{quote}”把一方自身的经营风险（供应商、原材料价格、设备或系统、资金、人员、经营决策）当作不可抗力，或者由一方单方认定是否构成不可抗力、禁止对方援引不可抗力、在迟延履行后仍以不可抗力免责。不可抗力是不能预见、不能避免且不能克服的客观情况（民法典第一百八十条）；因不可抗力不能履行的，根据其影响部分或者全部免责，应当及时通知并提供证明，迟延履行后发生不可抗力的不免除违约责任（第五百九十条）。由提供格式条款一方设定的，属于不合理地免除其责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '按民法典第一百八十条界定不可抗力，删除商业风险和一方内部原因；是否构成不可抗力按客观事实和证明判断，双方均可援引；迟延履行后发生的不可抗力不免除迟延一方的责任。',
    citations: [
      { law: '民法典', article: '第一百八十条' },
      { law: '民法典', article: '第五百九十条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'force-majeure-skewed' } },
  },
  {
    id: 'general.family.non-party-liability',
    level: 'medium',
    stances: 'all',
    title: '签字代表人、经办人、股东或配偶被约定对合同债务承担个人连带责任',
    explanation:
      '“{quote}”让代表一方签字的自然人（法定代表人、经办人、股东或者配偶）对合同债务承担个人连带责任。法定代表人以法人名义从事的民事活动，其法律后果由法人承受（民法典第六十一条）；个人承担保证责任，须有其作为保证人作出的保证意思表示（第六百八十五条），以代表身份的签字不当然构成个人保证。由提供格式条款一方设定的，属于不合理地加重对方责任（第四百九十七条）。',
    suggestion: '删除由签字人个人承担连带责任的约定；确需个人担保的，由保证人以本人名义另行签署保证合同，写明保证方式、范围和期间。',
    citations: [
      { law: '民法典', article: '第六十一条' },
      { law: '民法典', article: '第六百八十五条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'non-party-liability' } },
  },
  {
    id: 'general.family.upfront-deduction',
    level: 'high',
    stances: 'all',
    title: '利息、服务费等在出借时从本金中预先扣除（砍头息）',
    explanation:
      '“{quote}”约定在出借时从本金中预先扣除利息、服务费、手续费或者保证金。借款的利息不得预先在本金中扣除；预先扣除的，应当按照实际借款数额返还借款并计算利息（民法典第六百七十条）。',
    suggestion: '删除预先扣除的约定，按实际出借数额计算本金和利息；服务费等另行约定的，须有真实服务并与利息合计不超过法定利率上限。',
    citations: [
      { law: '民法典', article: '第六百七十条' },
    ],
    detector: {
      kind: 'named',
      name: 'family',
      // A loan contract's own 砍头息 check reports the same words in the loan's terms.
      params: { family: 'upfront-deduction', yieldTo: ['loan.interest.prededucted'] },
    },
  },
  {
    id: 'general.family.repair-shift',
    level: 'medium',
    stances: 'all',
    title: '租赁物的全部维修（包括主体结构）转由承租人承担，或出租人不负任何维修义务',
    explanation:
      '“{quote}”把租赁物的全部维修，包括主体结构、管线等设施的维修，转由承租人负担，或者免除出租人的全部维修义务。出租人应当按照约定将租赁物交付承租人并在租赁期限内保持租赁物符合约定的用途（民法典第七百零八条），并履行维修义务（第七百一十二条）；出租人未履行维修义务的，承租人可以自行维修，费用由出租人负担（第七百一十三条）。把结构性维修和非因承租人原因的损坏也转给承租人，显失公平。',
    suggestion: '约定主体结构、公共管线和设施设备的维修由出租人负责，承租人只负责日常维护和因其过错造成的损坏；出租人逾期不修的，承租人可以自行维修并从租金中扣除费用。',
    citations: [
      { law: '民法典', article: '第七百零八条' },
      { law: '民法典', article: '第七百一十二条' },
      { law: '民法典', article: '第七百一十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'repair-shift' } },
  },
  {
    id: 'general.family.public-shaming',
    level: 'medium',
    stances: 'all',
    title: '一方可在媒体、网络或行业内公开对方的违约、欠款信息或个人信息',
    explanation:
      '“{quote}”允许一方在媒体、网络、行业内或者公共场所公布对方的违约、欠款情况或者姓名、照片等个人信息。民事主体享有名誉权，任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权（民法典第一千零二十四条）；个人信息受法律保护，不得非法使用、公开（第一百一十一条）。以公开施压代替依法追偿，可能构成侵权，并使条款本身无效或难以执行。',
    suggestion: '删除公开曝光的约定；对方违约的，通过催告、解除合同、诉讼或仲裁主张权利，依法向征信机构报送的除外。',
    citations: [
      { law: '民法典', article: '第一千零二十四条' },
      { law: '民法典', article: '第一百一十一条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'public-shaming' } },
  },
  {
    id: 'general.family.resale-price',
    level: 'medium',
    stances: 'all',
    title: '供货方限定经销商的转售价格或最低售价',
    explanation:
      '“{quote}”固定经销商向第三人转售商品的价格，或者限定最低转售价格，并以处罚相约束。禁止经营者与交易相对人达成固定向第三人转售商品的价格、限定向第三人转售商品的最低价格的垄断协议（反垄断法第十八条）；经营者能够证明其不具有排除、限制竞争效果的除外。该约定可能无效，并使供货方面临行政处罚。',
    suggestion: '改为建议零售价，明确经销商有权自主定价；确需价格管理的，限于防止低于成本的倾销和虚假宣传，并评估反垄断合规风险。',
    citations: [
      { law: '反垄断法', article: '第十八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'resale-price' } },
  },
  {
    id: 'general.family.payment-at-discretion',
    level: 'medium',
    stances: 'all',
    title: '付款时间由付款一方根据自身资金状况自行决定',
    explanation:
      '“{quote}”让付款一方按照自己的资金、财务或者预算情况决定何时付款，收款一方无从确定付款期限。履行期限不明确的，债权人可以随时请求履行（民法典第五百一十一条第四项）；由提供格式条款一方设定的，属于不合理地免除或者减轻其责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '约定确定的付款期限（如验收合格后三十日内），并约定逾期付款的违约责任；资金安排不作为延期付款的理由。',
    citations: [
      { law: '民法典', article: '第五百一十一条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'payment-at-discretion' } },
  },
  {
    id: 'general.family.prepayment-penalty',
    level: 'medium',
    stances: 'all',
    title: '禁止提前还款，或提前还款仍须支付全部期限利息、违约金',
    explanation:
      '“{quote}”禁止借款人提前还款，或者要求提前还款时仍按整个借款期限支付利息，或者另收违约金、手续费。借款人提前返还借款的，除当事人另有约定外，应当按照实际借款的期间计算利息（民法典第六百七十七条）；由出借方提供的格式条款如此约定，属于不合理地加重借款人责任（第四百九十七条）。',
    suggestion: '约定借款人可以提前还款，利息按照实际借款的期间计算；确有资金成本的，提前还款补偿以合理金额为限并事先明示。',
    citations: [
      { law: '民法典', article: '第六百七十七条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'prepayment-penalty', yieldTo: ['loan.early-repayment'] } },
  },
  {
    id: 'general.family.improvements-forfeited',
    level: 'medium',
    stances: 'all',
    title: '对方投入的装修、添附或设施在合同提前终止时无偿归一方所有',
    explanation:
      '“{quote}”约定一方投入的装修、添附或者设施设备，在合同因任何原因（包括另一方自身原因或违约）提前终止时，或者自建成之日起，无偿归另一方所有、不予补偿。因加工、附合、混合而产生的物的归属确定后，因一方当事人的过错或者确定物的归属造成另一方当事人损害的，应当给予赔偿或者补偿（民法典第三百二十二条）；合同解除后，当事人可以请求恢复原状或者采取其他补救措施，并有权请求赔偿损失（第五百六十六条）。由提供格式条款一方设定的，属于不合理地加重对方责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '区分终止原因：因取得方原因或违约提前终止的，按装修、设施的剩余价值给予补偿；租赁期满的，可以约定无偿归属或由投入方拆除恢复原状。',
    citations: [
      { law: '民法典', article: '第三百二十二条' },
      { law: '民法典', article: '第五百六十六条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'improvements-forfeited' } },
  },
  {
    id: 'general.family.worker-rights-waiver',
    level: 'medium',
    stances: 'all',
    title: '约定劳动者放弃社会保险、加班费、年休假或工伤待遇等法定权利',
    explanation:
      '“{quote}”约定劳动者放弃社会保险、加班工资、带薪年休假或者工伤待遇，或者以补贴、包薪等方式替代。用人单位免除自己的法定责任、排除劳动者权利的，该部分无效（劳动合同法第二十六条）；用人单位和劳动者必须依法参加社会保险、缴纳社会保险费（劳动法第七十二条）；安排延长工作时间的，应当按照法定标准支付加班工资（第四十四条）。劳动者事后仍可主张，用人单位还面临补缴、补偿和行政处罚。',
    suggestion: '删除放弃法定权利的约定；依法为劳动者缴纳社会保险，按法定标准支付加班工资，安排带薪年休假，工伤依法认定和处理。',
    citations: [
      { law: '劳动合同法', article: '第二十六条' },
      { law: '劳动法', article: '第七十二条' },
      { law: '劳动法', article: '第四十四条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'worker-rights-waiver', yieldTo: ['labor.insurance.waiver', 'labor.overtime.unpaid', 'general.family.social-insurance-waiver', 'general.family.overtime-unpaid'] } },
  },
  {
    id: 'general.family.foreign-law',
    level: 'medium',
    stances: 'all',
    title: '无涉外因素的合同约定适用境外法律',
    explanation:
      '“{quote}”约定合同适用中华人民共和国以外的法律（如香港、外国法律）。当事人只能就涉外民事关系依照法律规定选择适用的法律（涉外民事关系法律适用法第三条）；合同没有涉外因素的，这一选择无效，争议仍适用中国法律，而双方据以安排权利义务的预期落空。',
    suggestion: '没有涉外因素的，删除该约定或写明适用中华人民共和国法律；确有涉外因素的，核实准据法选择的合法性和执行便利。',
    citations: [
      { law: '涉外民事关系法律适用法', article: '第三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'foreign-law' } },
  },
  {
    id: 'general.family.acceptance-discretion',
    level: 'medium',
    stances: 'all',
    title: '验收或质量以一方的主观满意为准',
    explanation:
      '“{quote}”把验收是否合格、质量是否达标交给一方的主观满意或者单方判断。质量要求不明确的，按照强制性国家标准、推荐性国家标准、行业标准或者通常标准履行（民法典第五百一十一条第一项）；以一方满意为准，使对方无法预见、无从证明已经履行，价款支付也随之取决于一方意愿。由提供格式条款一方设定的，属于不合理地加重对方责任（第四百九十七条）。',
    suggestion: '写明客观的验收标准（国家或行业标准、技术参数、样品），约定验收期限和逾期未验收视为合格，以及异议的书面说明和复检程序。',
    citations: [
      { law: '民法典', article: '第五百一十一条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'acceptance-discretion' } },
  },
  {
    id: 'general.family.blank-signature',
    level: 'medium',
    stances: 'all',
    title: '要求一方在空白结算单、收据或授权文件上签字盖章',
    explanation:
      '“{quote}”要求一方在空白的结算单、收据、授权书或者其他文件上签字盖章并交对方保管。空白文件的内容由持有方事后填写，签字一方将对其未曾同意的金额或事项承担责任；民事法律行为以意思表示真实为有效要件（民法典第一百四十三条），发生争议时签字方很难证明内容系他人填写。',
    suggestion: '删除签署空白文件的约定；结算单、收据和授权书在内容填写完整后签署，并由双方各执一份。',
    citations: [
      { law: '民法典', article: '第一百四十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'blank-signature' } },
  },
  {
    id: 'general.family.preemption-waiver',
    level: 'medium',
    stances: 'all',
    title: '承租人事先放弃优先购买权或优先承租权',
    explanation:
      '“{quote}”约定承租人事先放弃优先购买权或者优先承租权。出租人出卖租赁房屋的，应当在出卖之前的合理期限内通知承租人，承租人享有以同等条件优先购买的权利（民法典第七百二十六条）；租赁期限届满，房屋承租人享有以同等条件优先承租的权利（第七百三十四条）。在出卖或续租的条件尚不知道时预先放弃，承租人失去了在同等条件下继续使用房屋的保障。',
    suggestion: '删除事先放弃的约定，保留出租人出卖前的通知义务和承租人的同等条件优先权；确需约定的，写明通知方式和答复期限。',
    citations: [
      { law: '民法典', article: '第七百二十六条' },
      { law: '民法典', article: '第七百三十四条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'preemption-waiver', yieldTo: ['lease.preemption.waiver'] } },
  },
  {
    id: 'general.family.long-payment-term',
    level: 'medium',
    stances: 'all',
    title: '付款期限过长或以付款方内部审批、审计完成为付款条件',
    explanation:
      '“{quote}”把付款推迟到远超交易习惯的期限（如月结二百四十天、审计完成后数年），或者以付款方自己的内部审批、财务审核、审计决算完成为付款条件，并常常排除这段期间的逾期责任。收款方的资金被长期无偿占用，付款时间实际上由付款方掌握。当事人应当按照约定全面履行并遵循诚信原则（民法典第五百零九条）；由提供格式条款一方设定的，属于不合理地免除或者减轻其责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '约定确定的付款期限（如验收合格或收到发票后三十日至六十日内），不以付款方内部审批或审计作为付款条件；逾期付款按约定利率支付利息；质保金比例和期限按行业惯例约定。',
    citations: [{ law: '民法典', article: '第五百零九条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'long-payment-term' } },
  },
  {
    id: 'general.family.receivable-transfer-ban',
    level: 'medium',
    stances: 'all',
    title: '禁止一方转让或质押其应收账款',
    explanation:
      '“{quote}”禁止一方转让、质押或者以保理方式处分其对另一方享有的金钱债权，或者约定转让对付款方不发生效力、付款方可因此拒付或解除合同。当事人约定金钱债权不得转让的，不得对抗第三人（民法典第五百四十五条第二款）；这类约定不能阻止转让生效，却使收款方的应收账款融资受阻，并可能被用作拒付的理由。由提供格式条款一方设定的，属于不合理地限制对方主要权利（第四百九十七条）。',
    suggestion: '删除禁止转让、质押应收账款的约定，改为转让后通知付款方即可；确有需要的，限于转让不得增加付款方的负担。',
    citations: [{ law: '民法典', article: '第五百四十五条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'receivable-transfer-ban' } },
  },
  {
    id: 'general.family.invalidity-survival',
    level: 'high',
    stances: 'all',
    title: '约定合同无效、被撤销或不生效时违约金、保证金或担保仍然有效',
    explanation:
      '“{quote}”约定即使合同被认定无效、被撤销或者不生效，违约金、不退保证金、租金或者担保责任仍按合同执行。无效的或者被撤销的民事法律行为自始没有法律约束力（民法典第一百五十五条）；行为人因该行为取得的财产应当返还，有过错的一方赔偿对方由此所受到的损失（第一百五十七条）。合同不生效、无效、被撤销的，只有解决争议方法的条款不受影响（第五百零七条），违约金和不退款的约定随合同一并失效，不能以约定“独立有效”规避。',
    suggestion: '删除该约定；合同无效或被撤销时，按返还财产、折价补偿和过错赔偿处理，争议解决条款可以约定独立有效。',
    citations: [
      { law: '民法典', article: '第一百五十五条' },
      { law: '民法典', article: '第一百五十七条' },
      { law: '民法典', article: '第五百零七条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'invalidity-survival' } },
  },
  // Anticipated before round 20 (decision 227), from a lawyer's list.
  {
    id: 'general.family.compound-interest',
    level: 'medium',
    stances: 'all',
    title: '利息、违约金或滞纳金再计利息或违约金（复利、利滚利）',
    explanation:
      '“{quote}”约定未付的利息、违约金或滞纳金计入本金或视为新的欠款，再按约定标准计收利息或违约金，形成复利。禁止高利放贷，借款的利率不得违反国家有关规定（民法典第六百八十条），以复利计算的部分往往超出法定上限而不受保护；违约金以弥补损失为限，就违约金再计违约金会过分高于造成的损失，人民法院或者仲裁机构可以根据当事人的请求予以适当减少（第五百八十五条）。',
    suggestion: '删除复利约定，逾期利息或违约金只以未付本金（价款）为基数按单利计算，并约定合计不超过法定上限。',
    citations: [
      { law: '民法典', article: '第六百八十条' },
      { law: '民法典', article: '第五百八十五条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'compound-interest', yieldTo: ['loan.interest.compound'] } },
  },
  {
    id: 'general.family.unilateral-fines',
    level: 'medium',
    stances: 'all',
    title: '一方可自行对另一方罚款、扣分并直接扣款',
    explanation:
      '“{quote}”允许一方依其自行制定的规则或自己的判断对另一方处以罚款、扣分，数额由其确定或直接从对方款项中扣除。合同当事人之间没有行政处罚权，只能事先约定违约金，约定的违约金过分高于造成的损失的，可以请求适当减少（民法典第五百八十五条）；由一方事后单方确定的“罚款”不是双方约定的违约金，由提供格式条款一方设定的，属于不合理地加重对方责任，该条款无效（第四百九十七条）。',
    suggestion: '将“罚款”改为事先约定的违约情形和违约金计算标准，金额与实际损失相当；扣款前书面通知对方并给予申辩期限，对方有异议的按争议解决条款处理。',
    citations: [{ law: '民法典', article: '第五百八十五条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'unilateral-fines', yieldTo: ['general.family.worker-penalty'] } },
  },
  {
    id: 'general.family.one-sided-effectiveness',
    level: 'medium',
    stances: 'all',
    title: '合同对一方先行生效，另一方是否受约束由其自行决定',
    explanation:
      '“{quote}”约定一方签署后即受约束、不得撤回，而另一方是否受约束取决于其自己的审批、盖章或者决定。当事人采用合同书形式订立合同的，自当事人均签名、盖章或者按指印时合同成立（民法典第四百九十条）；把生效条件交由一方掌握，使其可以观望市场再决定是否履约，对方却被锁定。当事人为自己的利益不正当地阻止条件成就的，视为条件已经成就（第一百五十九条）。',
    suggestion: '约定本合同自双方签字盖章之日起生效；确需一方内部审批的，约定审批期限（如十个工作日）和逾期未获批准时对方可撤回、不受约束。',
    citations: [
      { law: '民法典', article: '第四百九十条' },
      { law: '民法典', article: '第一百五十九条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'one-sided-effectiveness' } },
  },
  {
    id: 'general.family.non-solicit',
    level: 'medium',
    stances: 'all',
    title: '永久或长期禁止一方雇用另一方人员，并设高额违约金',
    explanation:
      '“{quote}”禁止一方永久、在合同终止后多年内雇用或招揽另一方的员工或前员工，或者对每名人员设定高额违约金。劳动者享有平等就业和选择职业的权利（劳动法第三条），这类条款通过合作方间接限制了员工的择业；违约金与实际损失明显不相称的，可以请求适当减少（民法典第五百八十五条）。',
    suggestion: '将限制改为双方对等，期限限于合作期间及结束后六个月至一年，对象限于参与本项目的在职人员，违约金以实际招聘、培训成本为限。',
    citations: [
      { law: '劳动法', article: '第三条' },
      { law: '民法典', article: '第五百八十五条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'non-solicit' } },
  },
  // Round 20 (decision 227): the two families the independent round-20 writer planted first.
  {
    id: 'general.family.social-insurance-waiver',
    level: 'high',
    stances: 'all',
    title: '约定不缴纳社会保险、由劳动者自行参保或以补贴、承包名义代替',
    explanation:
      '“{quote}”约定劳动者放弃社会保险、自行参保、以补贴或工资代替，试用期不缴，或者以承包、合作、劳务名义排除劳动关系而不缴社会保险。用人单位和劳动者必须依法参加社会保险，缴纳社会保险费（劳动法第七十二条）；基本养老保险由用人单位和职工共同缴纳（社会保险法第十条），用人单位应当自用工之日起三十日内为职工办理社会保险登记（社会保险法第五十八条）。用人单位免除自己的法定责任、排除劳动者权利的约定无效（劳动合同法第二十六条），用人单位仍须补缴，劳动者可以据此解除合同并要求经济补偿。',
    suggestion: '删除该约定，自用工之日起依法为劳动者办理社会保险登记并缴纳社会保险费；实际存在用工管理（排班、考勤、固定报酬）的，不以承包、合作名义规避劳动关系。',
    citations: [
      { law: '劳动法', article: '第七十二条' },
      { law: '社会保险法', article: '第五十八条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'social-insurance-waiver', yieldTo: ['labor.insurance.waiver'] } },
  },
  {
    id: 'general.family.guaranteed-return',
    level: 'medium',
    stances: 'all',
    title: '对出资或投资承诺保本、固定收益或承担全部亏损（保底条款）',
    explanation:
      '“{quote}”约定一方保证另一方的出资或投资本金不受损失、获得固定或最低收益，或者由一方承担全部亏损。合伙是共享利益、共担风险的协议（民法典第九百六十七条），合伙协议不得约定将全部利润分配给部分合伙人或者由部分合伙人承担全部亏损（合伙企业法第三十三条第二款）；公司只能在弥补亏损、提取公积金后分配利润（公司法第二百一十条）。保底条款在联营、合伙中常被认定无效或被改按借贷处理，在资产管理、期货等领域还违反监管规定，承诺方仍须承担返还责任。',
    suggestion: '删除保本、保收益的承诺，约定按出资比例共享收益、共担风险；确需固定回报的，如实约定为借款并依法约定利率，或者由第三方另行提供担保。',
    citations: [
      { law: '民法典', article: '第九百六十七条' },
      { law: '合伙企业法', article: '第三十三条' },
      { law: '公司法', article: '第二百一十条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'guaranteed-return' } },
  },
  // Anticipated before round 21 (decision 227): labour terms from a lawyer's list.
  {
    id: 'general.family.unlawful-dismissal',
    level: 'medium',
    stances: 'all',
    title: '约定末位淘汰、因孕期或患病解除劳动合同，或解除不支付经济补偿',
    explanation:
      '“{quote}”约定用人单位可以因考核排名末位、怀孕生育、患病或工伤解除劳动合同，或者解除时不支付经济补偿。用人单位只能在法定情形下解除劳动合同（劳动合同法第四十条），劳动者在孕期、产期、哺乳期或者医疗期内的，不得依第四十条、第四十一条解除（第四十二条）；末位淘汰不等于不能胜任工作。违法解除的，劳动者可以要求继续履行或者要求用人单位按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）。',
    suggestion: '删除该约定，解除劳动合同的条件与程序按劳动合同法第三十六条至第四十二条执行，依法支付经济补偿。',
    citations: [
      { law: '劳动合同法', article: '第四十条' },
      { law: '劳动合同法', article: '第四十二条' },
      { law: '劳动合同法', article: '第四十八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'unlawful-dismissal', yieldTo: ['labor.termination.at-will'] } },
  },
  {
    id: 'general.family.probation-overreach',
    // High like the labour contract's own probation checks: an unlawful probation owes the worker compensation for
    // the period served beyond the law (劳动合同法第八十三条), whatever the contract's category.
    level: 'high',
    stances: 'all',
    title: '试用期超过法定上限、可延长或重复约定、不应约定或仅约定试用期，或试用期工资过低',
    explanation:
      '“{quote}”约定的试用期超过与合同期限对应的法定上限，或者可以延长、重新约定，或者不计入合同期限，或者试用期工资低于法定标准。劳动合同期限一年以上不满三年的，试用期不得超过二个月，三年以上的不得超过六个月；同一用人单位与同一劳动者只能约定一次试用期；试用期包含在劳动合同期限内；以完成一定工作任务为期限的劳动合同不得约定试用期；劳动合同仅约定试用期的，试用期不成立，该期限为劳动合同期限（劳动合同法第十九条）。试用期工资不得低于本单位相同岗位最低档工资或者劳动合同约定工资的百分之八十（第二十条）。违法约定的试用期已经履行的，用人单位应当按已经履行的超过法定试用期的期间向劳动者支付赔偿金（第八十三条）。',
    suggestion: '按合同期限约定不超过法定上限的试用期，只约定一次并包含在合同期限内，试用期工资不低于约定工资的百分之八十。',
    citations: [
      { law: '劳动合同法', article: '第十九条' },
      { law: '劳动合同法', article: '第二十条' },
      { law: '劳动合同法', article: '第八十三条' },
    ],
    detector: {
      kind: 'named',
      name: 'family',
      params: { family: 'probation-overreach', yieldTo: ['labor.probation.over-limit', 'labor.probation.wage', 'labor.probation.only'] },
    },
  },
  {
    id: 'general.family.wage-withholding',
    level: 'medium',
    stances: 'all',
    title: '扣留、延期或以实物发放工资，或提前离职不发已得工资',
    explanation:
      '“{quote}”约定扣留部分工资至离职或年底发放、由用人单位推迟发放、以实物或购物卡抵付工资，或者提前离职即不发放已经挣得的工资、提成。工资应当以货币形式按月支付给劳动者本人，不得克扣或者无故拖欠（劳动法第五十条）；用人单位应当及时足额支付劳动报酬（劳动合同法第三十条），否则劳动者可以解除劳动合同并要求经济补偿。',
    suggestion: '约定每月固定日期以货币形式足额支付工资；已完成工作的工资和提成在离职时结清，不以在职至某一时点为条件。',
    citations: [
      { law: '劳动法', article: '第五十条' },
      { law: '劳动合同法', article: '第三十条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'wage-withholding', yieldTo: ['labor.wage.fines'] } },
  },
  // Round 21 (decision 227): the two families the independent round-21 writer planted first.
  {
    id: 'general.family.overtime-unpaid',
    level: 'high',
    stances: 'all',
    title: '加班不付加班费、低于法定标准或按正常工资计发，或以过期作废的调休代替',
    explanation:
      '“{quote}”约定加班不另行支付加班费、加班费已包含在固定工资中、按低于法定标准的比例、正常工资或象征性的补贴计发、视为自愿加班，或者以到期作废的调休代替。用人单位安排延长工作时间的，支付不低于工资百分之一百五十的报酬，休息日不能安排补休的百分之二百，法定休假日百分之三百（劳动法第四十四条）；用人单位安排加班的，应当按照国家有关规定支付加班费（劳动合同法第三十一条）。免除用人单位法定责任、排除劳动者权利的约定无效（劳动合同法第二十六条）。',
    suggestion: '删除该约定，按法定标准支付加班费；以补休代替的，限于休息日加班且补休须实际安排，不得到期作废。',
    citations: [
      { law: '劳动法', article: '第四十四条' },
      { law: '劳动合同法', article: '第三十一条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'overtime-unpaid', yieldTo: ['labor.overtime.unpaid', 'labor.overtime.included'] } },
  },
  {
    id: 'general.family.asymmetric-penalty',
    level: 'medium',
    stances: 'all',
    title: '违约责任不对等：一方违约须付违约金，另一方违约只退款或责任封顶',
    explanation:
      '“{quote}”为一方的违约约定了违约金或全部损失赔偿，而另一方同样违约时不承担违约金、只需退还款项、只计利息或者责任以很低金额为限。民事主体应当遵循公平原则确定各方的权利和义务（民法典第六条）；违约金以弥补损失为限，可以请求调整（第五百八十五条）；由提供格式条款一方设定的，属于不合理地免除或者减轻其责任、加重对方责任，该条款无效（第四百九十七条）。',
    suggestion: '使双方对同类违约（逾期、提前解除、取消履行）承担对等的违约责任，违约金按同一标准计算，并保留守约方要求赔偿实际损失的权利。',
    citations: [{ law: '民法典', article: '第六条' }, { law: '民法典', article: '第五百八十五条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'asymmetric-penalty' } },
  },
  // Anticipated before round 22 (decision 227), from a lawyer's list.
  {
    id: 'general.family.rules-by-reference',
    level: 'medium',
    stances: 'all',
    title: '对方须遵守一方现行及今后自行制定、修改的规则制度',
    explanation:
      '“{quote}”要求对方遵守一方现行以及今后制定、修改的规章制度、管理规则或政策，而这些规则不在合同中、可由一方随时改变。格式条款应当以合理的方式提示对方注意与其有重大利害关系的内容（民法典第四百九十六条），未提示的，对方可以主张该条款不成为合同的内容；用人单位制定、修改直接涉及劳动者切身利益的规章制度，应当经职工代表大会或者全体职工讨论并公示或者告知劳动者（劳动合同法第四条）；平台修改服务协议和交易规则，应当公开征求意见并至少提前七日公示（电子商务法第三十四条）。',
    suggestion: '将适用的规则作为合同附件列明并由对方签收；约定规则修改须提前书面通知并征得对方同意，对方不同意的可以按原规则履行或者无责解除合同。',
    citations: [
      { law: '民法典', article: '第四百九十六条' },
      { law: '劳动合同法', article: '第四条' },
      { law: '电子商务法', article: '第三十四条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'rules-by-reference' } },
  },
  // Round 23 (decision 229): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.deemed-receipt',
    level: 'medium',
    stances: 'all',
    title: '签署合同即视为已收到款项或对方已履行（预先确认收讫）',
    explanation:
      '“{quote}”约定一方签署合同即视为已经收到款项、房屋、货物或者工资，或者确认对方已经履行完毕，而不问实际是否交付。自然人之间的借款合同自贷款人提供借款时成立（民法典第六百七十九条）；当事人对自己提出的主张有责任提供证据（民事诉讼法第六十七条），这类条款把应由交付方证明的事实预先变成了对方的自认。由提供格式条款的一方设定、排除对方主要权利的，该条款无效（第四百九十七条）。',
    suggestion: '删除“签署即视为已收到/已履行”的表述，约定以银行转账凭证、交接单或验收记录等实际交付的凭据为准，收据在实际收到时另行出具。',
    citations: [
      { law: '民法典', article: '第六百七十九条' },
      { law: '民事诉讼法', article: '第六十七条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'deemed-receipt' } },
  },
  {
    id: 'general.family.explanation-acknowledged',
    level: 'medium',
    stances: 'all',
    title: '对方预先确认一方已就免责或格式条款尽到提示说明义务',
    explanation:
      '“{quote}”让对方在合同中预先确认：一方已经就免除或者限制其责任等与对方有重大利害关系的条款作了提示和说明，对方已经完全理解。提供格式条款的一方应当以合理的方式提示并按照对方的要求予以说明，未履行该义务致使对方没有注意或者理解的，对方可以主张该条款不成为合同的内容（民法典第四百九十六条）；保险人对免除其责任的条款未作提示或者明确说明的，该条款不产生效力（保险法第十七条）。提示说明是否做到看实际情况，一句印好的确认既不能代替，也会削弱签字一方日后的主张。',
    suggestion: '如代表签字一方，删除或改写为仅确认收到了合同文本；要求对免责条款逐条加粗提示、当面说明，并在该条款旁单独签字。如代表提供方，保留实际提示说明的记录，而不依赖这句确认。',
    citations: [
      { law: '民法典', article: '第四百九十六条' },
      { law: '保险法', article: '第十七条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'explanation-acknowledged' } },
  },
  // Round 24 (decision 229): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.marriage-restriction',
    level: 'high',
    stances: 'all',
    title: '限制恋爱、结婚或生育，或因婚育扣减报酬、处罚',
    explanation:
      '“{quote}”禁止对方恋爱、结婚、怀孕或生育，要求事先批准，或者因婚育扣减报酬、收取违约金、调岗或解除合同。自然人享有婚姻自主权（民法典第一百一十条），禁止干涉婚姻自由的行为（第一千零四十二条）；用人单位录用女职工，不得在劳动合同中规定限制女职工结婚、生育的内容（就业促进法第二十七条）；不得因结婚、怀孕、产假、哺乳等情形降低女职工的工资和福利待遇或者辞退女职工（妇女权益保障法第四十八条）。此类条款无效，据此扣减的报酬和收取的违约金须返还。',
    suggestion: '删除限制婚恋、生育的约定及相应的扣款、违约金和调岗安排；确有演出、赛事档期安排需要的，只约定提前告知和协商调整档期，不得以婚育作为处罚或解除的理由。',
    citations: [
      { law: '民法典', article: '第一百一十条' },
      { law: '民法典', article: '第一千零四十二条' },
      { law: '就业促进法', article: '第二十七条' },
      { law: '妇女权益保障法', article: '第四十八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'marriage-restriction' } },
  },
  {
    id: 'general.family.hardship-excluded',
    level: 'medium',
    stances: 'all',
    title: '预先排除一方在情势变更时请求重新协商、变更或解除合同的权利',
    explanation:
      '“{quote}”约定合同基础条件（价格、政策、市场等）无论发生何种重大变化，一方都不得要求重新协商、变更或者解除合同。合同成立后基础条件发生当事人无法预见的、不属于商业风险的重大变化，继续履行对一方明显不公平的，受不利影响的一方可以与对方重新协商，协商不成的可以请求人民法院或者仲裁机构变更或者解除合同（民法典第五百三十三条）。预先放弃这一救济，使长期合同的全部风险落在一方，由提供格式条款一方设定的，属于不合理地加重对方责任、限制对方主要权利（第四百九十七条）。',
    suggestion: '删除预先放弃情势变更救济的表述；约定价格或政策重大变化时的调价公式、重新协商机制和无责解除的条件，并使双方均可适用。',
    citations: [{ law: '民法典', article: '第五百三十三条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'hardship-excluded' } },
  },
  // Round 25 (decision 229): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.likeness-use',
    level: 'medium',
    stances: 'all',
    title: '一方可永久、不可撤销或在合同结束后使用对方的肖像、姓名或声音',
    explanation:
      '“{quote}”允许一方永久、不可撤销或者在合同结束后继续使用对方的肖像、姓名或声音。未经肖像权人同意，不得制作、使用、公开其肖像（民法典第一千零一十九条）；肖像许可使用有明确期限的，肖像权人有正当理由可以解除，没有约定期限的，任何一方可以随时解除（第一千零二十二条）；姓名、声音的许可使用参照适用（第一千零二十三条）。不设期限、不可撤销的授权，使对方在合作结束后仍无法收回对自己形象的控制。',
    suggestion: '约定肖像、姓名、声音的使用范围、渠道和期限（以合作期限为限或合理的延续期），超出部分另行协商并支付报酬，保留有正当理由时撤回授权的权利。',
    citations: [
      { law: '民法典', article: '第一千零一十九条' },
      { law: '民法典', article: '第一千零二十二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'likeness-use' } },
  },
  {
    id: 'general.family.handover-refused',
    level: 'medium',
    stances: 'all',
    title: '合同结束时一方可扣留、删除或拒绝交还对方的数据、资料或账号',
    explanation:
      '“{quote}”允许一方在合同终止时扣留、删除或者拒绝交还、导出对方的数据、资料、账号或档案。债权债务终止后，当事人应当根据交易习惯履行通知、协助、保密、旧物回收等义务（民法典第五百五十八条）；物业服务合同终止的，原物业服务人应当交还相关设施和资料（第九百四十九条）；患者要求查阅、复制病历资料的，医疗机构应当及时提供（第一千二百二十五条）；个人有权查阅、复制其个人信息，并可请求转移（个人信息保护法第四十五条）。',
    suggestion: '约定合同结束后一定期限内，一方应按对方要求以通用格式交还、导出或迁移其数据和资料，并在交接完成、对方确认后再删除；删除前给予合理的导出期。',
    citations: [
      { law: '民法典', article: '第五百五十八条' },
      { law: '民法典', article: '第九百四十九条' },
      { law: '民法典', article: '第一千二百二十五条' },
      { law: '个人信息保护法', article: '第四十五条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'handover-refused' } },
  },
  // Round 26 (decision 229): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.irrevocable-proxy',
    level: 'medium',
    stances: 'all',
    title: '对方不可撤销地授权一方以其名义行事',
    explanation:
      '“{quote}”让对方不可撤销地授权一方以对方的名义签署文件、处分财产或者行使权利。被代理人可以取消委托，委托代理随之终止（民法典第一百七十三条）；委托人或者受托人可以随时解除委托合同（第九百三十三条）。不可撤销的概括授权使一方可以用对方的名义对自己作出不利于对方的行为，对方既无法收回，也难以事后否认。',
    suggestion: '删除“不可撤销”的表述，限定授权的事项、范围和期限，约定重大事项须逐项书面确认，并保留随时撤回授权的权利。',
    citations: [
      { law: '民法典', article: '第一百七十三条' },
      { law: '民法典', article: '第九百三十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'irrevocable-proxy' } },
  },
  {
    id: 'general.family.enforcement-notarization',
    level: 'medium',
    stances: 'all',
    title: '只由一方承诺接受强制执行公证，或以对方单方确定的金额执行',
    explanation:
      '“{quote}”约定一方就其付款义务办理赋予强制执行效力的公证，并以对方单方出具的通知、核定的金额作为执行依据，或者无需诉讼即可执行。经公证的以给付为内容并载明债务人愿意接受强制执行承诺的债权文书，债务人不履行的，债权人可以向人民法院申请执行（公证法第三十七条）；这使承诺一方失去了在诉讼中抗辩的机会，而执行金额由对方说了算，由提供格式条款的一方设定的，属于不合理地加重对方责任、限制对方主要权利（民法典第四百九十七条）。',
    suggestion: '如代表承诺一方，删除强制执行公证的约定，或者限定执行的标的为确定的本金和约定利息，执行前须经公证机构向承诺方核实并给予其提出异议的期间；使双方的付款义务同等办理公证。',
    citations: [{ law: '公证法', article: '第三十七条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'enforcement-notarization' } },
  },
  // Round 27 (decision 232): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.rent-abatement-excluded',
    level: 'medium',
    stances: 'all',
    title: '租赁物不能使用期间（非承租人原因）租金仍须全额支付',
    explanation:
      '“{quote}”要求承租人在租赁物因维修、故障、第三人主张权利或者被查封、停用等非承租人原因不能使用的期间，仍然全额支付租金，不得减免或者顺延。因维修租赁物影响承租人使用的，应当相应减少租金或者延长租期（民法典第七百一十三条）；因第三人主张权利致使承租人不能使用、收益的，承租人可以请求减少租金或者不支付租金（第七百二十三条）；因不可归责于承租人的事由致使租赁物毁损、灭失的，同样可以请求减少或者不付租金（第七百二十九条）。由出租人提供的格式条款排除这项权利，属于限制对方主要权利（第四百九十七条）。',
    suggestion: '约定租赁物非因承租人原因不能使用或者不能正常使用的期间，租金按不能使用的天数和程度相应减免或者顺延租期；超过一定期间的，承租人可以解除合同。',
    citations: [
      { law: '民法典', article: '第七百一十三条' },
      { law: '民法典', article: '第七百二十三条' },
      { law: '民法典', article: '第七百二十九条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'rent-abatement-excluded' } },
  },
  {
    id: 'general.family.worker-liability-shift',
    level: 'medium',
    stances: 'all',
    title: '由员工或劳务人员个人承担执行工作中造成的全部损失',
    explanation:
      '“{quote}”让员工或者提供劳务的人独自承担其在工作中造成的他人损害或者单位损失，单位不承担责任或者不论过错程度全额转嫁。工作人员因执行工作任务造成他人损害的，由用人单位承担侵权责任，用人单位只能向有故意或者重大过失的工作人员追偿（民法典第一千一百九十一条）；个人之间的劳务关系同样由接受劳务一方承担（第一千一百九十二条）。用人单位免除自己的法定责任、排除劳动者权利的劳动合同条款无效（劳动合同法第二十六条）。',
    suggestion: '删除由员工个人承担全部责任的约定；改为对外由单位承担责任，单位仅对员工的故意或者重大过失追偿，并按过错程度合理确定赔偿数额，从工资中扣除的，每月不超过当月工资的百分之二十。',
    citations: [
      { law: '民法典', article: '第一千一百九十一条' },
      { law: '民法典', article: '第一千一百九十二条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'worker-liability-shift' } },
  },
  // Round 28 (decision 232): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.insurance-beneficiary',
    level: 'medium',
    stances: 'all',
    title: '一方为对方人员投保人身保险却由自己受益或以保险金抵付自身责任',
    explanation:
      '“{quote}”约定一方为对方的员工或人员投保意外伤害、人寿等人身保险，却由投保一方作受益人、领取保险金，或者用保险金冲抵其本应承担的赔偿和工伤待遇。投保人为与其有劳动关系的劳动者投保人身保险，不得指定被保险人及其近亲属以外的人为受益人（保险法第三十九条）；以死亡为给付保险金条件的合同，未经被保险人同意并认可保险金额的无效（第三十四条）。保险金本应归被保险人及其家属，却成了投保一方减轻自身责任的工具。',
    suggestion: '约定受益人为被保险人本人或其法定继承人、近亲属，保险金直接支付给受益人；保险金不冲抵投保一方依法应承担的赔偿和工伤保险待遇。',
    citations: [
      { law: '保险法', article: '第三十九条' },
      { law: '保险法', article: '第三十四条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'insurance-beneficiary' } },
  },
  {
    id: 'general.family.information-right-denied',
    level: 'medium',
    stances: 'all',
    title: '排除或限制对方查阅账簿、了解经营和资金情况的权利',
    explanation:
      '“{quote}”排除或者限制股东、合伙人、委托人、业主等查阅账簿、了解经营和资金情况的权利，或者免除另一方报告、公开的义务。股东有权查阅、复制财务会计报告，并可以要求查阅会计账簿、会计凭证（公司法第五十七条）；合伙人有权查阅合伙企业会计账簿等财务资料（合伙企业法第二十八条）；受托人应当按照委托人的要求报告委托事务的处理情况（民法典第九百二十四条）；物业服务人应当定期向业主公开收费和收益情况（第九百四十三条）。这些是法律赋予的知情权，约定排除后无从监督对方。',
    suggestion: '删除排除查阅、报告和公开的约定；明确查阅的范围（账簿、凭证、报表）、方式和提前通知期，约定定期报告的频率和内容，确需保密的部分可约定保密义务而非拒绝查阅。',
    citations: [
      { law: '公司法', article: '第五十七条' },
      { law: '合伙企业法', article: '第二十八条' },
      { law: '民法典', article: '第九百二十四条' },
      { law: '民法典', article: '第九百四十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'information-right-denied' } },
  },
  // Round 29 (decision 232): the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.punitive-damages-waiver',
    level: 'high',
    stances: 'all',
    title: '消费者预先放弃或被限制主张法定的惩罚性赔偿',
    explanation:
      '“{quote}”要求消费者放弃或者限制其依法主张的惩罚性赔偿，或者约定经营者至多退款了事。经营者有欺诈行为的，应当按照消费者的要求增加赔偿，金额为价款或者费用的三倍（消费者权益保护法第五十五条）；经营明知是不符合食品安全标准的食品，消费者还可以要求支付价款十倍或者损失三倍的赔偿金（食品安全法第一百四十八条）。经营者以格式条款、通知、声明等排除或者限制消费者权利、减轻或者免除自身责任的，其内容无效（消费者权益保护法第二十六条）。',
    suggestion: '删除放弃或限制惩罚性赔偿、以退款为限的表述；如需约定售后处理，写明“不影响消费者依法主张的其他权利”。',
    citations: [
      { law: '消费者权益保护法', article: '第五十五条' },
      { law: '食品安全法', article: '第一百四十八条' },
      { law: '消费者权益保护法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'punitive-damages-waiver' } },
  },
  {
    id: 'general.family.return-right-excluded',
    level: 'high',
    stances: 'all',
    title: '远程销售排除或限制消费者七日无理由退货',
    explanation:
      '“{quote}”在网络、电视、电话、邮购等方式销售商品时排除或者限制消费者七日无理由退货的权利（缩短期限、加设条件、只换不退或者收取手续费）。经营者采用这些方式销售商品，消费者有权自收到商品之日起七日内退货，且无需说明理由，法律列明的定作、鲜活易腐、拆封的数字化商品和报纸期刊等除外（消费者权益保护法第二十五条）；以格式条款排除或者限制消费者权利的，其内容无效（第二十六条）。',
    suggestion: '改为“消费者自收到商品之日起七日内可无理由退货，商品应当完好”，仅对法定例外商品和购买时经消费者确认不宜退货的商品作出说明，不收取退货手续费。',
    citations: [
      { law: '消费者权益保护法', article: '第二十五条' },
      { law: '消费者权益保护法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'return-right-excluded' } },
  },
  // Round 30: the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.invoice-withheld',
    level: 'medium',
    stances: 'all',
    title: '收款方可拒绝、拖延开具发票或以另付税点、先付清款项为开票条件',
    explanation:
      '“{quote}”允许收款一方不开具发票、只出具收据、推迟开票，或者要求对方另付税点、先付清全部款项（含违约金）才开票，而对方仍须全额付款。单位、个人在购销商品、提供或者接受经营服务以及从事其他经营活动中，应当按照规定开具、使用、取得发票（税收征收管理法第二十一条）；纳税人应当依法开具和使用增值税发票（增值税法第三十四条）；电子商务经营者应当依法出具纸质发票或者电子发票（电子商务法第十四条）；消费者索要发票的，经营者必须出具（消费者权益保护法第二十二条）。拿不到发票，付款一方无法入账抵扣，还要承担税务风险。',
    suggestion: '约定收款一方在收到每笔款项后若干个工作日内开具合法有效的增值税发票（写明税率和票种），价款为含税价、不另收税点；未按约开票的，付款一方有权顺延付款且不构成逾期。',
    citations: [
      { law: '税收征收管理法', article: '第二十一条' },
      { law: '增值税法', article: '第三十四条' },
      { law: '电子商务法', article: '第十四条' },
      { law: '消费者权益保护法', article: '第二十二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'invoice-withheld' } },
  },
  {
    id: 'general.family.shortfall-unadjusted',
    level: 'medium',
    stances: 'all',
    title: '实际交付的面积、数量或重量不足时不减价、不退差额',
    explanation:
      '“{quote}”约定实际交付的面积、数量或者重量少于约定时，价款或者租金不作调整、不退差额，对方仍须按约定全额付款，甚至不得拒收或者解除。履行不符合约定的，受损害方可以合理选择请求对方减少价款或者报酬等违约责任（民法典第五百八十二条），还有其他损失的，可以请求赔偿（第五百八十三条）；由提供格式条款一方设定、限制对方主要权利的，该条款无效（第四百九十七条）。少交的部分照付全款，等于让收款一方不履行也能得到对价。',
    suggestion: '约定以实测面积、实际验收的数量或重量结算，短少部分按单价扣减价款或由交付一方限期补足；短少超过约定比例（如百分之三）的，对方有权解除合同并要求赔偿损失。',
    citations: [
      { law: '民法典', article: '第五百八十二条' },
      { law: '民法典', article: '第五百八十三条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'shortfall-unadjusted' } },
  },
  // Round 31: the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.wear-and-tear-charged',
    level: 'medium',
    stances: 'all',
    title: '对方须承担正常使用的损耗、老化、折旧或自然损耗（返还时恢复全新状态）',
    explanation:
      '“{quote}”要求对方承担按约定或者正常使用产生的磨损、老化和折旧，或者返还时恢复到全新状态，或者要求承运人、保管人赔偿货物的自然损耗。承租人按照约定的方法或者根据租赁物的性质使用租赁物，致使租赁物受到损耗的，不承担赔偿责任（民法典第七百一十条）；返还的租赁物只需符合按照约定或者根据租赁物的性质使用后的状态（第七百三十三条）；货物本身的自然性质或者合理损耗造成的损失，承运人不承担赔偿责任（第八百三十二条）；仓储物本身的自然性质造成的变质、损坏，保管人不承担赔偿责任（第九百一十七条）。这些损耗本应由所有人自己承担。',
    suggestion: '改为“正常使用产生的合理磨损、老化和折旧由出租人承担，返还时符合正常使用后的状态即可”；运输、仓储合同约定合理损耗率，损耗率以内不予赔偿，超出部分按实际损失赔偿。',
    citations: [
      { law: '民法典', article: '第七百一十条' },
      { law: '民法典', article: '第七百三十三条' },
      { law: '民法典', article: '第八百三十二条' },
      { law: '民法典', article: '第九百一十七条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'wear-and-tear-charged' } },
  },
  {
    id: 'general.family.third-party-excuse',
    level: 'medium',
    stances: 'all',
    title: '一方对其委托的承运人、分包人、供应商或员工等造成的违约和损失不承担责任',
    explanation:
      '“{quote}”约定一方对其自己选用的承运人、分包人、供应商、合作网点或者员工等造成的违约或者损失不承担责任，让对方自己去找这些第三人。当事人一方因第三人的原因造成违约的，应当依法向对方承担违约责任（民法典第五百九十三条）；总承包人就分包人完成的工作成果与其向发包人承担连带责任（第七百九十一条）；由于地接社、履行辅助人的原因导致违约的，由组团社承担责任（旅游法第七十一条）。对方与这些第三人没有合同关系，往往无从追索；由提供格式条款一方设定的，属于不合理地免除其责任（第四百九十七条）。',
    suggestion: '删除免责表述，改为“因乙方委托的第三方原因造成违约或损失的，由乙方向甲方承担责任，乙方承担责任后可向该第三方追偿”。',
    citations: [
      { law: '民法典', article: '第五百九十三条' },
      { law: '民法典', article: '第七百九十一条' },
      { law: '旅游法', article: '第七十一条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'third-party-excuse' } },
  },
  // Round 32: the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.copy-withheld',
    level: 'medium',
    stances: 'all',
    title: '合同文本只由一方持有，对方不持有、不能下载或须申请方可查阅',
    explanation:
      '“{quote}”约定签署后的合同文本全部由一方保存，对方不持有正本或副本、不能下载留存，要看还得向这一方申请。劳动合同文本由用人单位和劳动者各执一份（劳动合同法第十六条），用人单位未将劳动合同文本交付劳动者的，由劳动行政部门责令改正，给劳动者造成损害的应当承担赔偿责任（第八十一条）；保险人应当及时向投保人签发保险单（保险法第十三条）；电子商务经营者应当保证用户能够便利、完整地阅览和下载合同（电子商务法第五十条）。手中没有合同文本，发生争议时对方难以证明约定的内容，保存文本的一方却可以凭自己的文本主张权利；对格式条款有两种以上解释的，应当作出不利于提供格式条款一方的解释（民法典第四百九十八条）。',
    suggestion: '约定“本合同一式两份（或以上），双方各执一份，具有同等法律效力”；电子合同签署后即向对方发送完整文本并提供下载；对方要求时应随时提供复印件。',
    citations: [
      { law: '劳动合同法', article: '第十六条' },
      { law: '劳动合同法', article: '第八十一条' },
      { law: '保险法', article: '第十三条' },
      { law: '电子商务法', article: '第五十条' },
      { law: '民法典', article: '第四百九十八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'copy-withheld' } },
  },
  {
    id: 'general.family.expropriation-compensation',
    level: 'medium',
    stances: 'all',
    title: '遇征收、拆迁时对方应得的补偿（装修、设施、青苗、搬迁、停产停业）全部归一方所有',
    explanation:
      '“{quote}”约定标的物遇征收、征用或者拆迁时，补偿款全部归一方，对方为装修、设施、青苗和地上附着物、搬迁或者停产停业应得的补偿不得主张。征收应当依法给予补偿，维护被征收人的合法权益，任何组织或者个人不得截留征收补偿费（民法典第二百四十三条）；因征收致使用益物权消灭或者影响其行使的，用益物权人有权获得相应补偿（第三百二十七条），承包地被征收的，土地承包经营权人有权获得相应补偿（第三百三十八条）；受让方投资改良土壤、建设附属设施的，可以按约定对其投资部分获得合理补偿（农村土地承包法第四十三条）。补偿是对各自损失的填补，对方的投入和损失由一方领取，等于让一方以对方的损失获利；由提供格式条款一方设定的，属于排除对方主要权利（民法典第四百九十七条）。',
    suggestion: '约定“遇征收、拆迁的，土地、房屋本身的补偿归所有权人；装修、设施、青苗和地上附着物、搬迁及停产停业损失的补偿归实际投入和受损的一方，对方应配合申报与领取”，并约定合同终止后退还已付未到期的租金或承包费。',
    citations: [
      { law: '民法典', article: '第二百四十三条' },
      { law: '民法典', article: '第三百二十七条' },
      { law: '民法典', article: '第三百三十八条' },
      { law: '农村土地承包法', article: '第四十三条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'expropriation-compensation' } },
  },
  // Round 33: the independent writer's two new families, in the lead's own words.
  {
    id: 'general.family.payment-allocation',
    level: 'medium',
    stances: 'all',
    title: '对方的付款冲抵哪笔债务、按何顺序冲抵，由收款一方自行决定',
    explanation:
      '“{quote}”约定对方的付款用于清偿哪一笔债务、按什么顺序冲抵，由收款一方自行决定，甚至可以先冲抵有争议的款项、尚未到期的款项或者违约金。债务人的给付不足以清偿全部同种类债务的，由债务人在清偿时指定其履行的债务；未指定的，优先履行已经到期的债务、缺乏担保的债务和负担较重的债务（民法典第五百六十条）；费用、利息和主债务的顺序，法律也有规定（第五百六十一条）。由收款一方任意指定，付款一方无法确定哪笔欠款已经还清，违约金和利息会因此不断累积；由提供格式条款一方设定的，属于不合理地加重对方责任（第四百九十七条）。',
    suggestion: '约定“付款方付款时可以指定清偿的债务；未指定的，按照民法典第五百六十条、第五百六十一条规定的顺序抵充”，有争议或者尚未到期的款项不得抵充。',
    citations: [
      { law: '民法典', article: '第五百六十条' },
      { law: '民法典', article: '第五百六十一条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'payment-allocation' } },
  },
  {
    id: 'general.family.order-cancellation',
    level: 'high',
    stances: 'all',
    title: '消费者下单付款后经营者仍可取消订单，或约定合同在发货、确认前不成立',
    explanation:
      '“{quote}”约定消费者提交订单并付款后，经营者仍可以取消订单，或者约定合同自发货、确认时才成立。用户选择商品或者服务并提交订单成功，合同成立；电子商务经营者不得以格式条款等方式约定消费者支付价款后合同不成立，含有该内容的，其内容无效（电子商务法第四十九条）。已付款的订单被随意取消，消费者失去按下单时的价格取得商品的权利；由提供格式条款一方设定的，属于排除对方主要权利（民法典第四百九十七条）。',
    suggestion: '删除该约定，改为“消费者提交订单并付款成功，合同成立；经营者因缺货等原因不能履行的，应及时通知消费者，经消费者同意后方可取消，并退还全部价款、依法承担违约责任”。',
    citations: [{ law: '电子商务法', article: '第四十九条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'order-cancellation' } },
  },
  // Anticipated families (decision 236): risks a senior associate checks that no check named yet, written by a team
  // lawyer from the statutes (not from any evaluation set) before any round planted them.
  {
    id: 'general.family.defect-remedy-excluded',
    level: 'medium',
    stances: 'all',
    title: '按现状交付或概不退换，排除质量不合格时的修理、更换、退货权利',
    explanation:
      '“{quote}”约定标的物或服务按现状交付、售出概不退换，或一方对质量瑕疵不承担修理、更换、退货、减价等责任。履行不符合约定的，受损害方可以合理选择请求对方承担修理、重作、更换、退货、减少价款或者报酬等违约责任（民法典第五百八十二条）；出卖人因故意或者重大过失不告知瑕疵的，无权主张减轻或者免除责任（民法典第六百一十八条）。经营者以格式条款、店堂告示排除或者限制消费者权利、免除自身责任的，内容无效（消费者权益保护法第二十六条）；其他格式条款排除对方主要权利的同样无效（民法典第四百九十七条）。',
    suggestion: '删除“概不退换”“按现状、不作任何保证”等表述，改为交付不符合约定质量时对方可以选择修理、更换、退货或减价；确需按现状交易（如二手物品）的，应相应折让价格，并写明已知而未披露的瑕疵和危及安全的瑕疵不在免责之列。',
    citations: [
      { law: '民法典', article: '第五百八十二条' },
      { law: '民法典', article: '第六百一十八条' },
      { law: '消费者权益保护法', article: '第二十六条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'defect-remedy-excluded' } },
  },
  {
    id: 'general.family.termination-minor-breach',
    level: 'medium',
    stances: 'all',
    title: '一方可因对方轻微违约或不经催告、宽限即解除合同',
    explanation:
      '“{quote}”约定一方可因对方任何轻微违约、一次迟延或一项小瑕疵即解除合同，不需要催告，也不给宽限期，这一解除权通常只归一方。法律允许约定解除事由（民法典第五百六十二条），但法定解除以迟延履行主要债务“经催告后在合理期限内仍未履行”或违约致使不能实现合同目的为前提（民法典第五百六十三条）；承租人欠租，出租人也须先请求其在合理期限内支付，逾期不付才可以解除（民法典第七百二十二条）。以轻微违约为门槛、只归一方的解除权，使对方的投入随时可能落空；作为格式条款，属于不合理地加重对方责任、限制其主要权利，应认定无效（民法典第四百九十七条）。',
    suggestion: '把解除事由限定为根本违约、迟延履行主要债务或同类违约反复发生，并约定书面催告和不少于十五日的纠正期；解除权对双方对等适用。',
    citations: [
      { law: '民法典', article: '第五百六十二条' },
      { law: '民法典', article: '第五百六十三条' },
      { law: '民法典', article: '第七百二十二条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'termination-minor-breach' } },
  },
  {
    id: 'general.family.own-fault-shifted',
    level: 'medium',
    stances: 'all',
    title: '一方提供的图纸、资料、材料或指示有误，后果仍由对方承担',
    explanation:
      '“{quote}”约定一方自己提供的图纸、技术要求、地勘资料、原材料、素材、数据或指示即使有误，由此造成的返工、延误、损失和第三方索赔也全部由对方承担。当事人一方违约造成对方损失，对方对损失的发生有过错的，可以减少相应的损失赔偿额（民法典第五百九十二条）；因定作人怠于答复等原因造成承揽人损失的，定作人应当赔偿（民法典第七百七十六条）；发包人未按约定提供原材料、技术资料的，承包人可以顺延工期并请求赔偿停工、窝工损失（民法典第八百零三条）；定作人对定作、指示或者选任有过错的，应当对第三人损害承担相应责任（民法典第一千一百九十三条）。把自身过错的后果全部转给对方，是不合理地加重对方责任，在格式条款中无效（民法典第四百九十七条）。',
    suggestion: '约定各方对自己提供的图纸、资料、材料、素材和指示的准确性与合法性负责；对方发现错误应及时书面通知，因提供方原因造成的返工费用、工期延误和第三方索赔由提供方承担。',
    citations: [
      { law: '民法典', article: '第五百九十二条' },
      { law: '民法典', article: '第七百七十六条' },
      { law: '民法典', article: '第八百零三条' },
      { law: '民法典', article: '第一千一百九十三条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'own-fault-shifted' } },
  },
  {
    id: 'general.family.termination-work-unpaid',
    level: 'medium',
    stances: 'all',
    title: '合同解除或终止后，对方已完成的工作、已交付的货物不予结算',
    explanation:
      '“{quote}”约定合同提前解除或终止时，一方对对方已经完成的工作、已交付的货物或已提供的服务不予结算、不付任何费用，或者把未付货款、工程款直接当作对方的赔偿。合同解除后，已经履行的部分，当事人可以请求恢复原状或者采取其他补救措施，并有权请求赔偿损失（民法典第五百六十六条）；建设工程合同解除后，已完成且质量合格的工程，发包人应当按照约定支付相应的工程价款（民法典第八百零六条）；定作人在承揽人完成工作前解除合同，造成承揽人损失的，应当赔偿（民法典第七百八十七条）。一方既保有工作成果又拒付对价，权利义务明显失衡；作为格式条款，属于不合理地免除自身责任、排除对方主要权利，应认定无效（民法典第四百九十七条）。',
    suggestion: '约定合同无论因何解除或终止，均按已完成且合格的工作量、已交付货物或已提供服务据实结算，并在一定期限内付款；因一方违约导致解除的，守约方另行主张损失赔偿，但不影响已完成部分的结算。',
    citations: [
      { law: '民法典', article: '第五百六十六条' },
      { law: '民法典', article: '第八百零六条' },
      { law: '民法典', article: '第七百八十七条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'termination-work-unpaid' } },
  },
  {
    id: 'general.family.creator-credit-reward-waived',
    level: 'medium',
    stances: 'all',
    title: '作者、发明人被约定放弃署名权，或职务发明不给奖励、报酬',
    explanation:
      '“{quote}”约定作者、发明人或技术成果完成人的署名权、修改权等著作人身权归另一方或由其永久放弃，或者约定单位对职务发明创造不给任何奖励、报酬。著作权人可以转让、许可他人行使的只是第十条第一款第五项至第十七项规定的复制、发行等财产权利，发表权、署名权、修改权和保护作品完整权不在其内（著作权法第十条），署名权、修改权、保护作品完整权的保护期也不受限制（著作权法第二十二条）。发明人或者设计人有权在专利文件中写明自己是发明人或者设计人（专利法第十六条），完成技术成果的个人享有署名和取得奖励的权利（民法典第八百四十九条）；被授予专利权的单位应当对职务发明的发明人给予奖励，专利实施后还要给予合理报酬（专利法第十五条），一概排除这些法定权利的约定没有法律依据。',
    suggestion: '只约定著作财产权、专利申请权和专利权归单位或委托方，保留作者、发明人的署名权；对职务发明写明奖励和报酬的标准、方式和支付期限（可以采用股权、期权、分红等方式）。',
    citations: [
      { law: '著作权法', article: '第十条' },
      { law: '著作权法', article: '第二十二条' },
      { law: '专利法', article: '第十六条' },
      { law: '专利法', article: '第十五条' },
      { law: '民法典', article: '第八百四十九条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'creator-credit-reward-waived' } },
  },
  {
    id: 'general.family.employment-disguised',
    level: 'medium',
    stances: 'all',
    title: '名为合作、承揽或个体经营，实为用工，约定不建立劳动关系',
    explanation:
      '“{quote}”约定双方是合作、承包、劳务外包或个体工商户关系，不构成劳动关系、不签订劳动合同，但同一合同又要求对方接受考勤、排班、规章制度和考核，并按月领取报酬。用人单位自用工之日起即与劳动者建立劳动关系（劳动合同法第七条），建立劳动关系应当订立书面劳动合同（劳动合同法第十条）；是否构成劳动关系看实际用工，不看合同名称。用人单位借合同名称免除自己的法定责任、排除劳动者权利的，该部分约定无效（劳动合同法第二十六条）。',
    suggestion: '接受单位管理、按时计酬、从事单位业务的人员，应签订书面劳动合同；确属独立合作的，删去考勤、奖惩、固定月薪等管理性条款，如实约定对方自主安排工作、自备工具、按成果结算、自负盈亏。',
    citations: [
      { law: '劳动合同法', article: '第七条' },
      { law: '劳动合同法', article: '第十条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'employment-disguised' } },
  },
  {
    id: 'general.family.separation-certificate-withheld',
    level: 'medium',
    stances: 'all',
    title: '以交接、赔偿等为条件拒开离职证明或不转移档案、社保',
    explanation:
      '“{quote}”约定劳动者未完成交接、未赔偿损失、未付清违约金或未满足其他公司要求时，用人单位不出具解除或者终止劳动合同的证明，或不办理档案和社会保险关系转移。在解除或者终止劳动合同时出具证明，并在十五日内办理档案和社会保险关系转移，是用人单位的法定义务，工作交接只与经济补偿的支付时间挂钩（劳动合同法第五十条）；未出具书面证明给劳动者造成损害的，用人单位应当承担赔偿责任（劳动合同法第八十九条）。以这些条件卡住离职手续，属于免除用人单位法定责任、排除劳动者权利，该约定无效（劳动合同法第二十六条）。',
    suggestion: '约定劳动合同解除或终止时即出具离职证明，十五日内办理档案和社会保险关系转移；工作交接、损失赔偿等争议另行约定、依法主张，不作为办理离职手续的前提。',
    citations: [
      { law: '劳动合同法', article: '第五十条' },
      { law: '劳动合同法', article: '第八十九条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'separation-certificate-withheld' } },
  },
  {
    id: 'general.family.minimum-wage-breached',
    level: 'medium',
    stances: 'all',
    title: '工资低于当地最低工资标准，或无业绩即无工资（纯提成）',
    explanation:
      '“{quote}”约定劳动者不设底薪、报酬全部按业绩提成或计件，或者约定的月工资、淡季工资低于当地最低工资标准，劳动者正常出勤也可能拿不到最低工资。用人单位支付劳动者的工资不得低于当地最低工资标准（劳动法第四十八条）；低于最低工资标准支付的，劳动行政部门责令支付差额，逾期不付还须加付赔偿金（劳动合同法第八十五条）。劳动者在法定工作时间内提供了正常劳动，用人单位就必须保障最低工资，不能以业绩或订单不足为由不付、少付；这类约定免除了用人单位的法定责任，应认定无效（劳动合同法第二十六条）。',
    suggestion: '约定不低于当地最低工资标准的基本工资，提成、绩效和计件超额部分另行计发；业绩未达标只影响提成和奖金，不影响基本工资按月足额发放。',
    citations: [
      { law: '劳动法', article: '第四十八条' },
      { law: '劳动合同法', article: '第八十五条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'minimum-wage-breached' } },
  },
  // Anticipated families (decision 239): consumers', users' and owners' protections and tender terms, from a team
  // lawyer's clauses and verified statutes, before any round planted them.
  {
    id: 'general.family.pi-consent-bundled',
    level: 'medium',
    stances: 'all',
    title: '强制捆绑个人信息授权、不得撤回同意，或限制查询、删除个人信息及注销账户',
    explanation:
      '“{quote}”把对个人信息处理的同意作为提供全部服务的条件、约定授权不可撤回或撤回即受罚，或者在注销账户、合同终止后继续保存使用个人信息、给注销设置繁琐条件。基于个人同意处理个人信息的，个人有权撤回其同意（个人信息保护法第十五条）；个人信息处理者不得以个人不同意或者撤回同意为由拒绝提供产品或者服务，处理属于提供产品或者服务所必需的除外（第十六条）；电子商务经营者不得对用户信息删除以及用户注销设置不合理条件，用户注销的应当立即删除其信息（电子商务法第二十四条）；自然人发现信息处理者违反约定或法律处理其个人信息的，有权请求删除（民法典第一千零三十七条）。此类格式条款排除对方主要权利，无效（民法典第四百九十七条）。',
    suggestion: '区分提供服务所必需的个人信息和其他信息：其他信息单独征得同意，拒绝或撤回不影响基本服务；写明撤回同意、查询、删除和注销的便捷方式和处理期限，注销或合同终止后删除或匿名化处理个人信息，法律要求保存的只在法定期限内保存。',
    citations: [
      { law: '个人信息保护法', article: '第十五条' },
      { law: '个人信息保护法', article: '第十六条' },
      { law: '电子商务法', article: '第二十四条' },
      { law: '民法典', article: '第一千零三十七条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'pi-consent-bundled' } },
  },
  {
    id: 'general.family.bundled-add-ons',
    level: 'medium',
    stances: 'all',
    title: '搭售商品或服务、默认勾选付费附加项目，或强制参加购物、自费项目',
    explanation:
      '“{quote}”要求对方购买主商品或服务时必须同时购买另一商品或服务、默认勾选或自动附加收费项目，或者强制参加购物、自费项目。消费者有权自主决定购买或者不购买任何一种商品、接受或者不接受任何一项服务（消费者权益保护法第九条），有权拒绝经营者的强制交易行为（第十条）；电子商务经营者搭售商品或者服务，不得将搭售作为默认同意的选项（电子商务法第十九条）；旅行社不得指定具体购物场所，不得安排另行付费旅游项目（旅游法第三十五条）。以格式条款强制交易的，内容无效（消费者权益保护法第二十六条）。',
    suggestion: '把附加商品、服务和自费项目改为对方自主选择的可选项，页面默认不勾选，价格单独列明；不以购买附加项目作为提供主商品、服务或优惠的条件。',
    citations: [
      { law: '消费者权益保护法', article: '第九条' },
      { law: '消费者权益保护法', article: '第十条' },
      { law: '电子商务法', article: '第十九条' },
      { law: '旅游法', article: '第三十五条' },
      { law: '消费者权益保护法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'bundled-add-ons' } },
  },
  {
    id: 'general.family.minor-transactions-ratified',
    level: 'medium',
    stances: 'all',
    title: '未成年人充值、打赏、报名等消费视为已获监护人同意，事后概不退还',
    explanation:
      '“{quote}”把未成年人的充值、打赏、消费或签约预先视为监护人同意、追认或成年人本人所为，或者不论年龄一律不予退还。八周岁以上的未成年人实施与其年龄、智力不相适应的民事法律行为，须经法定代理人同意或者追认（民法典第十九条、第一百四十五条）；不满八周岁的未成年人实施的民事法律行为无效（第一百四十四条）；行为无效或者确定不发生效力后，取得的财产应当返还（第一百五十七条）。格式条款不能替监护人事先作出同意或追认，也不能排除返还的权利（民法典第四百九十七条）。',
    suggestion: '删除“视为监护人同意/追认”“不论年龄概不退还”的约定；对未成年人账户设置消费限额和监护人验证，未成年人签约须由监护人签署或书面追认，经核实未经同意的消费依法退还。',
    citations: [
      { law: '民法典', article: '第十九条' },
      { law: '民法典', article: '第一百四十四条' },
      { law: '民法典', article: '第一百四十五条' },
      { law: '民法典', article: '第一百五十七条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'minor-transactions-ratified' } },
  },
  {
    id: 'general.family.common-area-income',
    level: 'medium',
    stances: 'all',
    title: '利用业主共有部分（电梯、外墙、广告位、公共场地车位等）产生的收益归开发商或物业服务人所有',
    explanation:
      '“{quote}”约定利用电梯、外墙、屋面、公共场地等业主共有部分经营取得的广告费、租金、停车费等收益归建设单位或物业服务人，或者由其自行决定用途、不向业主公示。建设单位、物业服务企业或者其他管理人利用业主的共有部分产生的收入，在扣除合理成本之后，属于业主共有（民法典第二百八十二条）；占用业主共有的道路或者其他场地停放汽车的车位属于业主共有（第二百七十五条）；利用共有部分从事经营活动由业主共同决定（第二百七十八条）。这类约定排除了业主的主要权利，作为格式条款无效（第四百九十七条）。',
    suggestion: '约定共有部分的经营须经业主依法共同决定，收入扣除经确认的合理成本后归全体业主共有，定期公示收支明细；物业服务人的管理酬金按确定的比例列支。',
    citations: [
      { law: '民法典', article: '第二百八十二条' },
      { law: '民法典', article: '第二百七十五条' },
      { law: '民法典', article: '第二百七十八条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'common-area-income' } },
  },
  {
    id: 'general.family.utility-cutoff-collection',
    level: 'medium',
    stances: 'all',
    title: '以停水、停电、停气、停暖、断网或限制门禁、电梯等方式催缴费用',
    explanation:
      '“{quote}”约定对方欠费时，一方可以停止供水、供电、供气、供暖、网络，或者停用门禁、电梯、车辆出入，以此催缴费用。物业服务人不得采取停止供电、供水、供热、供燃气等方式催交物业费，只能催告后起诉或者申请仲裁（民法典第九百四十四条）；供电、供水、供气、供热人也须经催告、按照国家规定的程序并事先通知，才可以中止供应（第六百五十四条、第六百五十六条）；出租人应当在租赁期限内保持租赁物符合约定的用途（第七百零八条）。以断供、断行方式自力催缴，既违反上述规定，也可能造成远超欠费的损失。',
    suggestion: '删除以停水、停电、停暖、断网或停用门禁、电梯等方式催缴的约定，改为书面催告并给予合理期限，期满仍不支付的可以依约收取违约金、提起诉讼或者申请仲裁；公用事业中止供应的，写明催告、事先通知和国家规定的程序。',
    citations: [
      { law: '民法典', article: '第九百四十四条' },
      { law: '民法典', article: '第六百五十四条' },
      { law: '民法典', article: '第六百五十六条' },
      { law: '民法典', article: '第七百零八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'utility-cutoff-collection' } },
  },
  {
    id: 'general.family.bid-side-agreement',
    level: 'medium',
    stances: 'all',
    title: '中标后另行约定让利、降价、垫资、压缩工期或延长付款等背离中标合同实质性内容（“阴阳合同”）',
    explanation:
      '“{quote}”在中标合同之外另行约定让利、下浮结算价、垫资施工、压缩工期、不再执行调价条款或以其他名义收取费用，或者约定中标合同只用于备案。招标人和中标人应当按照招标文件和中标人的投标文件订立书面合同，不得再行订立背离合同实质性内容的其他协议（招标投标法第四十六条），违者责令改正并处罚款（第五十九条）；以虚假的意思表示实施的民事法律行为无效（民法典第一百四十六条）。这类约定在结算争议中通常不被采纳，让利、垫资的一方往往承受价款和工期上的双重损失。',
    suggestion: '价款、工期、付款比例和调价办法以招标文件、投标文件和中标合同为准，不另签背离其实质性内容的补充协议、承诺函或让利协议；履行中确需变更的，按招标文件约定的变更和计价规则书面办理。',
    citations: [
      { law: '招标投标法', article: '第四十六条' },
      { law: '招标投标法', article: '第五十九条' },
      { law: '民法典', article: '第一百四十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'bid-side-agreement' } },
  },
  // Anticipated families (decision 239): six more risks from the team lawyer, written from the statutes (not from any
  // evaluation set) before any round planted them.
  {
    id: 'general.family.variation-unpaid',
    level: 'medium',
    stances: 'all',
    title: '一方可变更设计、增加工作量或要求反复修改，而不增加价款、不顺延期限',
    explanation:
      '“{quote}”约定一方可以变更设计、调整需求、增加工程量或工作内容、要求反复修改或补拍，但价款不作调整、不另行计费、视为已包含在总价内，工期或交付期限也不顺延，由此产生的费用和损失由对方承担。当事人协商一致，可以变更合同（民法典第五百四十三条），变更的对价和期限应一并商定；定作人中途变更承揽工作的要求，造成承揽人损失的，应当赔偿损失（民法典第七百七十七条）；发包人未按照约定的时间和要求提供原材料、设备、场地、资金、技术资料的，承包人可以顺延工程日期，并有权请求赔偿停工、窝工等损失（民法典第八百零三条）；因发包人变更计划等原因造成勘察、设计的返工、停工或者修改设计，发包人应当按照勘察人、设计人实际消耗的工作量增付费用（民法典第八百零五条）。预先排除变更的对价和工期，是不合理地加重对方责任、限制其主要权利，在格式条款中无效（民法典第四百九十七条）；非格式条款也可能显失公平。',
    suggestion: '约定变更须以书面变更指令提出，变更引起的价款按合同计价原则或双方确认的单价调整，工期相应顺延；写明总价包含的修改次数或工作范围，超出部分另行计费。',
    citations: [
      { law: '民法典', article: '第五百四十三条' },
      { law: '民法典', article: '第七百七十七条' },
      { law: '民法典', article: '第八百零三条' },
      { law: '民法典', article: '第八百零五条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'variation-unpaid' } },
  },
  {
    id: 'general.family.patent-royalty-after-expiry',
    level: 'high',
    stances: 'all',
    title: '专利权期限届满、终止或被宣告无效后，被许可人仍须继续支付许可使用费',
    explanation:
      '“{quote}”约定许可专利期限届满、提前终止或被宣告无效后，被许可人仍须按原标准继续支付许可费，或者许可期限、计费期间超出专利权的法定期限，与专利是否有效脱钩。专利实施许可合同仅在该专利权的存续期限内有效；专利权有效期限届满或者专利权被宣告无效的，专利权人不得就该专利与他人订立专利实施许可合同（民法典第八百六十五条）。发明专利权的期限为二十年，实用新型专利权的期限为十年，外观设计专利权的期限为十五年，均自申请日起计算（专利法第四十二条）；没有按照规定缴纳年费或者专利权人书面声明放弃的，专利权在期限届满前终止（专利法第四十四条）；宣告无效的专利权视为自始即不存在（专利法第四十七条）。为已失效的专利收费，超出了许可的法律基础，可能构成非法垄断技术，非法垄断技术的技术合同无效（民法典第八百五十条）。',
    suggestion: '约定许可期限以许可专利有效期届满之日为限；专利因任何原因终止或被宣告无效的，自该日起停止计付许可费；一揽子许可中部分专利失效的，按剩余专利和技术秘密的价值重新商定许可费。',
    citations: [
      { law: '民法典', article: '第八百六十五条' },
      { law: '专利法', article: '第四十二条' },
      { law: '专利法', article: '第四十四条' },
      { law: '专利法', article: '第四十七条' },
      { law: '民法典', article: '第八百五十条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'patent-royalty-after-expiry' } },
  },
  {
    id: 'general.family.agent-self-dealing',
    level: 'medium',
    stances: 'all',
    title: '受托人、代理人可与自己或关联方交易、双方代理或收取交易对方佣金返利而无需披露',
    explanation:
      '“{quote}”允许受托人、代理人或经纪人与自己或其关联方交易、同时代理交易双方，或者把从供应商、承运人、产品发行方等交易对方取得的返利、回佣、奖励归为己有，且无需告知委托人。代理人不得以被代理人的名义与自己实施民事法律行为，也不得与自己同时代理的其他人实施民事法律行为，但是被代理人同意或者追认的除外（民法典第一百六十八条）；受托人处理委托事务取得的财产，应当转交给委托人（民法典第九百二十七条）；受托人不得将其固有财产与信托财产进行交易，除非信托文件另有规定或者经委托人或者受益人同意，并以公平的市场价格进行交易（信托法第二十八条）。经营者向中间人支付佣金的，应当如实入账，接受折扣、佣金的经营者也应当如实入账，暗中收受构成商业贿赂（反不正当竞争法第八条）。',
    suggestion: '约定受托人、代理人与自己或关联方交易、同时接受对方委托的，须事先书面披露交易对方、价格和关联关系，经委托人书面同意，价格不劣于市场公允价格；处理委托事务中从任何第三方取得的返利、折扣、佣金如实入账并全额转交委托人，代理报酬另行明示约定。',
    citations: [
      { law: '民法典', article: '第一百六十八条' },
      { law: '民法典', article: '第九百二十七条' },
      { law: '信托法', article: '第二十八条' },
      { law: '反不正当竞争法', article: '第八条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'agent-self-dealing' } },
  },
  {
    id: 'general.family.mitigation-excluded',
    level: 'medium',
    stances: 'all',
    title: '守约方不负减损义务，放任扩大的损失和费用仍由对方承担',
    explanation:
      '“{quote}”约定一方违约后，另一方不必另行招租、处置货物、撤场或采取任何措施减少损失，仓储费、滞箱费、停工待命费用、罚息等按日持续累计且不设上限，或者买方取消订单后卖方仍可完成全部生产并要求全额付款，全部由违约方承担。当事人一方违约后，对方应当采取适当措施防止损失的扩大；没有采取适当措施致使损失扩大的，不得就扩大的损失请求赔偿，因防止损失扩大而支出的合理费用由违约方负担（民法典第五百九十一条）；对方对损失的发生有过错的，可以减少相应的损失赔偿额（民法典第五百九十二条）；损失赔偿额不得超过违约一方订立合同时预见到或者应当预见到的损失（民法典第五百八十四条）。预先排除守约方的减损义务，是不合理地加重对方责任，在格式条款中无效（民法典第四百九十七条）。',
    suggestion: '约定守约方在对方违约后应采取合理措施防止损失扩大（如书面催告后提存、变卖货物，另行出租，撤离设备，停止生产），因此支出的合理费用由违约方承担；持续计收的费用设合理期限或上限。',
    citations: [
      { law: '民法典', article: '第五百九十一条' },
      { law: '民法典', article: '第五百九十二条' },
      { law: '民法典', article: '第五百八十四条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'mitigation-excluded' } },
  },
  {
    id: 'general.family.insurance-claim-forfeiture',
    level: 'high',
    stances: 'all',
    title: '保险人以迟延报案、未如实告知等理由超出法定条件全部拒赔、随时解除合同或不退保险费',
    explanation:
      '“{quote}”约定被保险人迟延报案、未经查勘自行处置、未按期提交材料或投保时未如实告知的，保险人不论过错程度、因果关系和合同成立多久，一律拒赔、视为放弃或解除合同且不退保险费，或者保险人可以随时解除合同、多次要求补充材料、自行决定核定期限。保险合同成立后，除法律另有规定或者合同另有约定外，保险人不得解除合同（保险法第十五条）；投保人故意或者因重大过失未履行如实告知义务，足以影响承保决定的，保险人才有权解除合同，自合同成立之日起超过二年的，保险人不得解除合同（保险法第十六条）；故意或者因重大过失未及时通知的，保险人只对无法确定的部分不承担责任（保险法第二十一条）；证明和资料不完整的，保险人应当及时一次性通知补充提供（保险法第二十二条）；保险人应当及时作出核定，情形复杂的应当在三十日内作出核定（保险法第二十三条）。采用保险人提供的格式条款，免除保险人依法应承担的义务或者加重投保人、被保险人责任、排除其依法享有的权利的，该条款无效（保险法第十九条）。',
    suggestion: '按保险法改写：迟延通知只对因此无法确定的损失部分免责；如实告知义务限于保险人询问的事项，解除以故意或重大过失为前提并受三十日和二年的限制；删除保险人任意解除权；约定资料不全时一次性通知补充，并写明三十日内核定、达成协议后十日内赔付。',
    citations: [
      { law: '保险法', article: '第十五条' },
      { law: '保险法', article: '第十六条' },
      { law: '保险法', article: '第十九条' },
      { law: '保险法', article: '第二十一条' },
      { law: '保险法', article: '第二十二条' },
      { law: '保险法', article: '第二十三条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'insurance-claim-forfeiture' } },
  },
  {
    id: 'general.family.employer-change-reset',
    level: 'high',
    stances: 'all',
    title: '用人单位更名、合并分立、变更投资人或在关联公司间调动时劳动合同终止、工作年限清零',
    explanation:
      '“{quote}”约定用人单位更名、合并、分立、被收购、改制或股权变更时劳动合同自动终止、须重新签订，或者劳动者在关联公司之间调动后原工作年限不再累计、重新计算。用人单位变更名称、法定代表人、主要负责人或者投资人等事项，不影响劳动合同的履行（劳动合同法第三十三条）；用人单位发生合并或者分立等情况，原劳动合同继续有效，由承继其权利和义务的用人单位继续履行（劳动合同法第三十四条）。工作年限决定劳动者能否订立无固定期限劳动合同（劳动合同法第十四条）和经济补偿的月数（劳动合同法第四十七条）；借主体变动切断劳动关系的连续性，是用人单位免除自己的法定责任、排除劳动者权利，该约定无效（劳动合同法第二十六条）。',
    suggestion: '删除该约定，改为“用人单位变更名称、法定代表人或投资人，或发生合并、分立的，本劳动合同继续有效，由承继单位继续履行；劳动者非因本人原因被安排到关联单位工作的，原单位工作年限合并计算为新单位的工作年限”。',
    citations: [
      { law: '劳动合同法', article: '第三十三条' },
      { law: '劳动合同法', article: '第三十四条' },
      { law: '劳动合同法', article: '第十四条' },
      { law: '劳动合同法', article: '第四十七条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'employer-change-reset' } },
  },
  // Round 34 (decision 240).
  {
    id: 'general.family.medical-consent-waived',
    level: 'medium',
    stances: 'all',
    title: '预先概括同意由医疗、护理或研究方自行决定手术、特殊检查、特殊治疗或用药，免除逐项说明和取得同意',
    explanation:
      '“{quote}”让患者、受试者、入住老人或家长预先一揽子同意，由医院、诊所、养老或月子机构、研究方自行决定实施手术、特殊检查、特殊治疗、用药或调整试验方案，不再逐项说明风险、不再取得同意。需要实施手术、特殊检查、特殊治疗的，医务人员应当及时向患者具体说明医疗风险、替代医疗方案等情况，并取得其明确同意（民法典第一千二百一十九条、基本医疗卫生与健康促进法第三十二条）；临床试验须向受试者告知试验目的、用途和可能产生的风险等详细情况，并经其书面同意（民法典第一千零八条）。只有抢救生命垂危的患者等紧急情况、不能取得患者或近亲属意见时，才可以经批准立即实施（第一千二百二十条）。预先放弃知情同意，排除了对方的主要权利，作为格式条款无效（第四百九十七条）。',
    suggestion: '删除“自行决定”“无需另行取得同意”的约定，写明手术、特殊检查、特殊治疗、用药调整和试验方案变更前，应当向患者、受试者或其近亲属、监护人具体说明风险和替代方案，并取得书面同意；紧急情况按民法典第一千二百二十条办理。',
    citations: [
      { law: '民法典', article: '第一千二百一十九条' },
      { law: '基本医疗卫生与健康促进法', article: '第三十二条' },
      { law: '民法典', article: '第一千零八条' },
      { law: '民法典', article: '第一千二百二十条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'medical-consent-waived' } },
  },
  // Round 35 (decision 243).
  {
    id: 'general.family.licence-no-challenge',
    level: 'medium',
    stances: 'all',
    title: '被许可方、受让方或加盟商不得质疑许可方专利、商标的有效性，或因提出无效、撤销请求而受罚',
    explanation:
      '“{quote}”让被许可方、技术受让方、加盟商或经销商承诺不对许可方的专利、商标等权利的效力或权属提出异议，不请求宣告无效或申请撤销，或者把提出这类请求作为解除合同、支付违约金或上调许可费的理由。任何单位或者个人认为专利权的授予不符合专利法规定的，都可以请求宣告该专利权无效（专利法第四十五条）；注册商标也可以由他人请求宣告无效（商标法第四十四条）。被许可方往往最了解权利是否站得住，这类“不质疑”约定让可能无效的权利继续收费；非法垄断技术的技术合同无效（民法典第八百五十条），滥用知识产权排除、限制竞争的，适用反垄断法（反垄断法第六十八条）；作为格式条款，还可能因排除对方主要权利而无效（民法典第四百九十七条）。',
    suggestion: '删除不得请求宣告无效、不得提出异议的约定，以及因提出无效或撤销请求而解除合同、支付违约金、上调费率的约定；可改为“被许可方依法请求宣告许可专利无效的，应当提前书面通知许可方；专利被宣告无效的，双方按照法律规定处理已付和未付的许可费”。',
    citations: [
      { law: '专利法', article: '第四十五条' },
      { law: '商标法', article: '第四十四条' },
      { law: '民法典', article: '第八百五十条' },
      { law: '反垄断法', article: '第六十八条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'licence-no-challenge' } },
  },
  {
    id: 'general.family.standard-terms-prevail',
    level: 'medium',
    stances: 'all',
    title: '一方的通用条款、标准文本或规则手册优先于双方协商的专用条款、补充协议或手写内容',
    explanation:
      '“{quote}”约定双方协商确定的专用条款、补充协议、往来函件、会议纪要、手写内容或业务人员的书面承诺与一方的通用条款、印制的标准文本或规则手册不一致时，以后者为准，协商的内容不发生效力。格式条款是一方为重复使用预先拟定、订立时未与对方协商的条款（民法典第四百九十六条）；格式条款和非格式条款不一致的，应当采用非格式条款（第四百九十八条）；当事人协商一致，可以变更合同（第五百四十三条）。这样的优先约定让对方争取到的让步在发生争议时落空，作为格式条款还可能因排除对方主要权利而无效（第四百九十七条）。',
    suggestion: '改为“专用条款、补充协议及双方另行书面约定的内容与通用条款（标准文本、规则手册）不一致的，以专用条款、补充协议及另行约定的内容为准”；确需以规则手册为准的事项，在合同中逐项列明并经对方签字确认。',
    citations: [
      { law: '民法典', article: '第四百九十六条' },
      { law: '民法典', article: '第四百九十八条' },
      { law: '民法典', article: '第五百四十三条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'standard-terms-prevail' } },
  },
  // Round 36 (decision 249).
  {
    id: 'general.family.credential-misuse-borne',
    level: 'medium',
    stances: 'all',
    title: '他人盗用、冒用或伪造一方的账号、密码、证书、电子签名或印章所作的操作，仍视为该方行为并由其承担损失',
    explanation:
      '“{quote}”约定凡以一方的账号、密码、验证码、数字证书、电子签名、银行卡或印章完成的操作、签署和支付，一律视为该方本人的行为，即使是他人盗用、冒用、伪造或未经授权所为，损失也由该方承担，且不得以此为由否认。未经授权的支付造成的损失，由电子支付服务提供者承担；电子支付服务提供者能够证明未经授权的支付是因用户的过错造成的，不承担责任（电子商务法第五十七条）；没有代理权的人以他人名义实施的行为，未经被代理人追认，对被代理人不发生效力（民法典第一百七十一条）；伪造、冒用、盗用他人的电子签名给他人造成损失的，依法承担民事责任（电子签名法第三十二条）。作为格式条款，不合理地加重对方责任、排除其主要权利的无效（民法典第四百九十七条）。',
    suggestion: '改为“以一方账号、证书或印章完成的操作，一般推定为该方行为；该方能够证明系他人盗用、冒用或伪造且自身没有过错的，对其不发生效力，损失由有过错的一方或行为人承担”；支付场景写明用户通知挂失后发生的损失由支付服务提供者承担。',
    citations: [
      { law: '电子商务法', article: '第五十七条' },
      { law: '民法典', article: '第一百七十一条' },
      { law: '电子签名法', article: '第三十二条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'credential-misuse-borne' } },
  },
  {
    id: 'general.family.data-breach-excused',
    level: 'medium',
    stances: 'all',
    title: '持有对方数据或个人信息的一方对泄露、篡改、丢失免责，或不负安全保护、补救和通知义务',
    explanation:
      '“{quote}”约定保存对方个人信息或数据的一方对信息被泄露、窃取、篡改或丢失不承担责任，不保证其安全，出事后无须通知对方、不采取补救措施，或者后果由对方自负。信息处理者应当采取技术措施和其他必要措施，确保其收集、存储的个人信息安全，防止信息泄露、篡改、丢失；发生或者可能发生泄露、篡改、丢失的，应当及时采取补救措施，按照规定告知自然人并向有关主管部门报告（民法典第一千零三十八条；个人信息保护法第五十一条、第五十七条）；个人信息处理者不能证明自己没有过错的，应当承担损害赔偿等侵权责任（个人信息保护法第六十九条）。因故意或者重大过失造成对方财产损失的免责条款无效（民法典第五百零六条），作为格式条款不合理地免除自身责任的也无效（第四百九十七条）。',
    suggestion: '删除对泄露、丢失一概免责和不负通知、补救义务的约定；改为“持有方应采取必要的技术和管理措施保护对方的个人信息和数据安全；发生或可能发生泄露、篡改、丢失的，应立即采取补救措施并及时通知对方；因持有方（含其员工、外包方）原因造成损失的，由持有方承担赔偿责任”。',
    citations: [
      { law: '民法典', article: '第一千零三十八条' },
      { law: '个人信息保护法', article: '第五十一条' },
      { law: '个人信息保护法', article: '第五十七条' },
      { law: '个人信息保护法', article: '第六十九条' },
      { law: '民法典', article: '第五百零六条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'data-breach-excused' } },
  },
  // Round 37 (decision 250).
  {
    id: 'general.family.exit-share-forfeited',
    level: 'medium',
    stances: 'all',
    title: '合伙人、合作社成员或持股平台合伙人退出、被除名或离职时，其财产份额、出资或公积金份额不予退还、只按原始出资或象征性价格退还，或者不得退出',
    explanation:
      '“{quote}”约定合伙人、合作社成员、员工持股平台的有限合伙人或联营一方退伙、退社、退出、被除名或离职时，其财产份额、出资、公积金份额、历年盈余或账户余额归其余合伙人、合作社或普通合伙人所有，不予退还、不再结算、视为无偿转让，或者只按原始出资额、其中一小部分乃至一元退还，不计退出时企业的财产和未分配利润；或者干脆不许退出。合伙人退伙，其他合伙人应当与该退伙人按照退伙时的合伙企业财产状况进行结算，退还退伙人的财产份额（合伙企业法第五十一条）；合伙协议能够约定的是“退伙人在合伙企业中财产份额的退还办法”，可以退还货币，也可以退还实物（第五十二条），而不是不退。约定合伙期限的，发生合伙人难以继续参加合伙的事由或者其他合伙人严重违反合伙协议约定的义务时，合伙人可以退伙（第四十五条）；未约定合伙期限的，合伙人在不给合伙企业事务执行造成不利影响的情况下，可以退伙，但应当提前三十日通知其他合伙人（第四十六条）；合伙人可以随时解除不定期合伙合同，但是应当在合理期限之前通知其他合伙人（民法典第九百七十六条）。农民专业合作社遵循入社自愿、退社自由的原则（农民专业合作社法第四条），成员要求退社的，应当在会计年度终了的三个月前向理事长或者理事会提出书面申请（第二十五条）；成员资格终止的，农民专业合作社应当按照章程规定的方式和期限，退还记载在该成员账户内的出资额和公积金份额（第二十八条）。作为格式条款，排除对方主要权利的无效（民法典第四百九十七条）。',
    suggestion: '改为“合伙人退伙（含被除名、离职）的，按照退伙时合伙企业的财产状况结算（可委托评估机构按净资产或公允价值评估），结算完成后××日内以货币退还其财产份额；退伙人给合伙企业造成损失的，相应扣减其应当赔偿的数额”；合作社成员退社的，按章程规定的方式和期限退还其成员账户内的出资额和公积金份额，并返还资格终止前的可分配盈余；退伙、退社只设合理的提前通知期，不设禁止。',
    citations: [
      { law: '合伙企业法', article: '第五十一条' },
      { law: '合伙企业法', article: '第五十二条' },
      { law: '合伙企业法', article: '第四十五条' },
      { law: '合伙企业法', article: '第四十六条' },
      { law: '民法典', article: '第九百七十六条' },
      { law: '农民专业合作社法', article: '第四条' },
      { law: '农民专业合作社法', article: '第二十五条' },
      { law: '农民专业合作社法', article: '第二十八条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'exit-share-forfeited' } },
  },
  {
    id: 'general.family.creditor-delay-borne',
    level: 'medium',
    stances: 'all',
    title: '一方迟延或拒绝受领、验收、签收，或不提供场地、图纸、材料、素材、测试环境等协助，后果却由对方承担',
    explanation:
      '“{quote}”约定一方（买方、发包人、定作人、客户、广告主、托运人、出借人等）迟延或者拒绝受领、提货、验收、签收、确认，未按时提供场地、图纸、原材料、接口、测试环境或广告素材，未备好货物或者无法联系时，对方仍须支付逾期违约金、罚息或利息，自行承担由此增加的保管、等候、窝工费用，履行期限不予顺延、仍须按原定时间完成，或者视为对方未履行。债务人按照约定履行债务，债权人无正当理由拒绝受领的，债务人可以请求债权人赔偿增加的费用；在债权人受领迟延期间，债务人无须支付利息（民法典第五百八十九条）。当事人应当遵循诚信原则，根据合同的性质、目的和交易习惯履行通知、协助、保密等义务（第五百零九条第二款）；定作人不履行协助义务致使承揽工作不能完成的，承揽人可以催告定作人在合理期限内履行义务，并可以顺延履行期限（第七百七十八条）；发包人未按照约定的时间和要求提供原材料、设备、场地、资金、技术资料的，承包人可以顺延工程日期，并有权请求赔偿停工、窝工等损失（第八百零三条）；当事人一方违约造成对方损失，对方对损失的发生有过错的，可以减少相应的损失赔偿额（第五百九十二条第二款）。作为格式条款，不合理地加重对方责任、限制其主要权利的无效（第四百九十七条）。',
    suggestion: '改为“因一方迟延或拒绝受领、验收、签收，或未按约定提供场地、图纸、材料、接口、测试环境等协助的，对方的履行期限相应顺延，由此增加的保管、等候、窝工等费用由该方承担；在其受领迟延期间，对方不承担逾期违约金，不计付利息”。',
    citations: [
      { law: '民法典', article: '第五百八十九条' },
      { law: '民法典', article: '第五百零九条' },
      { law: '民法典', article: '第七百七十八条' },
      { law: '民法典', article: '第八百零三条' },
      { law: '民法典', article: '第五百九十二条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'creditor-delay-borne' } },
  },
  // Anticipated before round 38 (decision 251): written from the statutes, before any round planted them.
  {
    id: 'general.family.personalised-without-opt-out',
    level: 'medium',
    stances: 'all',
    title: '根据用户画像、兴趣或浏览记录推送广告、营销信息或个性化结果，却不提供关闭、拒绝或不针对个人特征的选项',
    explanation:
      '“{quote}”约定平台依据用户的画像、兴趣偏好、浏览或消费习惯向其推送信息、营销广告或展示个性化的搜索结果，用户不能关闭、拒绝或退订，或签约即视为同意。通过自动化决策方式向个人进行信息推送、商业营销，应当同时提供不针对其个人特征的选项，或者向个人提供便捷的拒绝方式（个人信息保护法第二十四条第二款）；根据消费者的兴趣爱好、消费习惯等特征提供搜索结果的，应当同时提供不针对其个人特征的选项（电子商务法第十八条）。',
    suggestion: '增加“用户可以随时在设置中关闭个性化推荐和个性化广告，或选择不针对其个人特征的展示方式；关闭后平台不再据此推送营销信息”，并写明退订营销短信的便捷方式；删除签约即视为同意、不得关闭的约定。',
    citations: [
      { law: '个人信息保护法', article: '第二十四条' },
      { law: '电子商务法', article: '第十八条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'personalised-without-opt-out' } },
  },
  {
    id: 'general.family.shipment-change-barred',
    level: 'medium',
    stances: 'all',
    title: '货物交付收货人之前，托运人不得要求中止运输、返还货物、变更到达地或收货人',
    explanation:
      '“{quote}”约定货物交运后托运人（寄件人、货主）不得要求承运人中止运输、退回货物、变更到达地或者改由其他收货人收货。在承运人将货物交付收货人之前，托运人可以要求承运人中止运输、返还货物、变更到达地或者将货物交给其他收货人，但是应当赔偿承运人因此受到的损失（民法典第八百二十九条）：买方拒付、货物被骗或交易取消时，这正是托运人止损的手段。作为格式条款排除对方主要权利的，该条款无效（民法典第四百九十七条）。',
    suggestion: '改为“货物交付收货人之前，托运人可以书面要求承运人中止运输、返还货物、变更到达地或收货人；托运人应承担因此增加的运费和承运人的合理损失”。',
    citations: [{ law: '民法典', article: '第八百二十九条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'shipment-change-barred' } },
  },
  {
    id: 'general.family.dispatch-fee-charged',
    level: 'high',
    stances: 'all',
    title: '向被派遣劳动者或劳务人员收取管理费、服务费、押金等费用，或从其工资中扣收',
    explanation:
      '“{quote}”约定由被派遣劳动者（或劳务人员）缴纳管理费、服务费、派遣费、介绍费、押金或保证金，或从其工资中扣除这些费用。劳务派遣单位和用工单位不得向被派遣劳动者收取费用，劳务派遣单位不得克扣用工单位支付给被派遣劳动者的劳动报酬（劳动合同法第六十条）；用人单位不得要求劳动者提供担保或者以其他名义向劳动者收取财物（劳动合同法第九条）。',
    suggestion: '删除向劳动者收取或从工资中扣收管理费、服务费、押金等费用的约定；派遣服务费由用工单位依劳务派遣协议向派遣单位支付，劳动者的工资足额发放。',
    citations: [
      { law: '劳动合同法', article: '第六十条' },
      { law: '劳动合同法', article: '第九条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'dispatch-fee-charged' } },
  },
  {
    id: 'general.family.hiring-discrimination',
    level: 'high',
    stances: 'all',
    title: '以病原携带者身份、性别或户籍为由拒绝录用、解除合同或提高录用标准',
    explanation:
      '“{quote}”约定劳动者为乙肝等传染病病原携带者、是女性或是农村户籍的，不予录用、可以解除合同或适用更高的录用标准。用人单位招用人员，应当向劳动者提供平等的就业机会和公平的就业条件，不得实施就业歧视（就业促进法第二十六条）；除国家规定的不适合妇女的工种或者岗位外，不得以性别为由拒绝录用妇女或者提高对妇女的录用标准（第二十七条）；不得以是传染病病原携带者为由拒绝录用（第三十条）。',
    suggestion: '删除以病原携带者身份、性别、户籍为由不予录用、解除合同或提高标准的约定；岗位确有法定禁止从事的情形的，写明所依据的法律、行政法规的规定。',
    citations: [
      { law: '就业促进法', article: '第二十六条' },
      { law: '就业促进法', article: '第二十七条' },
      { law: '就业促进法', article: '第三十条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'hiring-discrimination' } },
  },
  // Round 38 (decision 252).
  {
    id: 'general.family.preservation-waived',
    level: 'medium',
    stances: 'all',
    title: '事先同意对方申请财产保全无需提供担保、不提出异议或复议，保全错误也不要求赔偿',
    explanation:
      '“{quote}”约定一方事先同意对方对其财产申请诉前或诉讼保全（查封、冻结、扣押）时无需提供担保，自己不提出异议、不申请复议，即使保全错误或超标的也不要求赔偿。人民法院采取保全措施，可以责令申请人提供担保（民事诉讼法第一百零三条），诉前保全申请人应当提供担保（第一百零四条）；当事人对保全裁定不服的，可以申请复议一次（第一百一十一条）；申请有错误的，申请人应当赔偿被申请人因保全所遭受的损失（第一百零八条）。事先放弃这些保障，等于让对方可以零风险地冻结己方账户和资产。作为格式条款排除对方主要权利的，该条款无效（民法典第四百九十七条）。',
    suggestion: '删除事先放弃担保、异议、复议和保全错误赔偿的约定；改为“任何一方申请保全的，依法提供担保；因申请错误给对方造成损失的，由申请人赔偿”。',
    citations: [
      { law: '民事诉讼法', article: '第一百零三条' },
      { law: '民事诉讼法', article: '第一百零八条' },
      { law: '民事诉讼法', article: '第一百一十一条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'preservation-waived' } },
  },
  {
    id: 'general.family.utility-markup',
    level: 'medium',
    stances: 'all',
    title: '出租人、园区或物业转供水电气时加价、加收损耗或管理费，或自行确定单价',
    explanation:
      '“{quote}”约定由出租人、园区、商场或物业转供水、电、燃气，并在政府定价之外加收损耗、线损、管理费或服务费，上浮单价，或由其自行确定、调整收费标准。禁止任何单位和个人在电费中加收其他费用（电力法第四十四条）；经营者应当执行依法制定的政府指导价、政府定价（价格法第十二条），因价格违法行为致使对方多付价款的，应当退还多付部分（第四十一条）。',
    suggestion: '改为“水、电、燃气费按供水、供电、供气企业（政府定价）的单价，依承租人的分表读数据实结算，出租人不得加收损耗、管理费或上浮单价；有公摊的，写明公摊的计算方法并提供总表读数和账单”。',
    citations: [
      { law: '电力法', article: '第四十四条' },
      { law: '价格法', article: '第十二条' },
      { law: '价格法', article: '第四十一条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'utility-markup' } },
  },
  // Round 39 (decision 254).
  {
    id: 'general.family.safety-costs-charged',
    level: 'high',
    stances: 'all',
    title: '劳动防护用品、安全培训或职业健康检查费用由劳动者承担或从工资中扣除',
    explanation:
      '“{quote}”约定劳动者（包括实习生、务工人员）自费购买或配备劳动防护用品，承担安全生产教育培训、职业健康检查的费用，或者由单位从其工资、补贴中扣除。用人单位必须为劳动者提供符合国家规定的劳动安全卫生条件和必要的劳动防护用品，对从事有职业危害作业的劳动者应当定期进行健康检查（劳动法第五十四条）；生产经营单位必须为从业人员提供符合国家标准或者行业标准的劳动防护用品（安全生产法第四十五条），应当安排用于配备劳动防护用品、进行安全生产培训的经费（第四十七条），接收学生实习的，应当对实习学生进行安全生产教育和培训，提供必要的劳动防护用品（第二十八条）；用人单位必须为劳动者提供个人使用的职业病防护用品（职业病防治法第二十二条），应当对劳动者进行上岗前和在岗期间的职业卫生培训（第三十四条），职业健康检查费用由用人单位承担（第三十五条）。劳动合同中用人单位免除自己的法定责任、排除劳动者权利的条款无效（劳动合同法第二十六条）。',
    suggestion: '改为“用人单位按国家和行业标准免费为劳动者配发、定期更换劳动防护用品；安全生产教育培训、职业卫生培训和上岗前、在岗期间、离岗时的职业健康检查由用人单位组织，费用由用人单位承担，不得向劳动者收取，也不得从其工资中扣除”。',
    citations: [
      { law: '劳动法', article: '第五十四条' },
      { law: '安全生产法', article: '第二十八条' },
      { law: '安全生产法', article: '第四十五条' },
      { law: '安全生产法', article: '第四十七条' },
      { law: '职业病防治法', article: '第二十二条' },
      { law: '职业病防治法', article: '第三十四条' },
      { law: '职业病防治法', article: '第三十五条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'safety-costs-charged' } },
  },
  {
    id: 'general.family.security-release-withheld',
    level: 'medium',
    stances: 'all',
    title: '债务清偿后债权人可拖延注销抵押、返还质物，或附加条件、收取解押费',
    explanation:
      '“{quote}”约定主债务清偿后，债权人可以自行决定何时注销抵押登记、返还质押财产或权利凭证，要等较长期限或内部审批，把解除担保与其他债务挂钩，或者另收解押、注销费用。担保合同是主债权债务合同的从合同（民法典第三百八十八条），主债权消灭的，担保物权消灭（第三百九十三条）；债务人履行债务的，质权人应当返还质押财产（第四百三十六条），权利质权同样适用（第四百四十六条）；债权债务终止后，当事人应当遵循诚信等原则履行通知、协助等义务（第五百五十八条）。担保已随债务消灭，登记或财产却迟迟不能解除，担保人无法出售、再抵押或融资。作为格式条款加重对方责任、限制对方主要权利的，该条款无效（第四百九十七条）。',
    suggestion: '改为“本合同项下债务全部清偿之日起十个工作日内，债权人应配合办理抵押注销登记，返还质押财产和权利凭证，不另收取解押或注销费用；本担保仅担保本合同项下的债务”。',
    citations: [
      { law: '民法典', article: '第三百八十八条' },
      { law: '民法典', article: '第三百九十三条' },
      { law: '民法典', article: '第四百三十六条' },
      { law: '民法典', article: '第四百四十六条' },
      { law: '民法典', article: '第五百五十八条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'security-release-withheld' } },
  },
  {
    id: 'general.family.medical-records-access-restricted',
    level: 'medium',
    stances: 'all',
    title: '限制或附条件提供患者查阅、复制病历资料',
    explanation:
      '“{quote}”限制患者查阅、复制自己的病历资料，或者以结清费用、院方审批、另付整理费、争议未了或保存期短为条件。医疗机构应当妥善保管住院志、医嘱单、检验报告、手术及麻醉记录、病理资料、护理记录等病历资料，患者要求查阅、复制的，医疗机构应当及时提供（民法典第一千二百二十五条）；提供格式条款一方排除对方主要权利的，该条款无效（第四百九十七条）。病历是患者维权和转诊的基本证据，被扣留时患者难以举证。',
    suggestion: '改为“患者要求查阅、复制病历资料的，医疗机构应当及时提供，复印费用按照价格主管部门核定的标准收取”；删除以结清费用、院方审批、争议处理完毕为前提的限制，电子病历的保存期限不少于国家规定。',
    citations: [{ law: '民法典', article: '第一千二百二十五条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'medical-records-access-restricted' } },
  },
  // Anticipated before round 35 (decision 242): workers' rights.
  {
    id: 'general.family.union-restricted',
    level: 'high',
    stances: 'all',
    title: '限制劳动者参加、组织工会，或因工会活动处罚、调岗、解除',
    explanation:
      '“{quote}”禁止或限制劳动者加入、组建工会或参与集体协商，约定不设工会，或者把发起、参加工会和从事工会工作当作违纪、事假，据以扣薪、调岗、解除合同或停止派单。以工资收入为主要生活来源的劳动者都有依法参加和组织工会的权利，任何组织和个人不得阻挠和限制（工会法第三条、劳动法第七条）；基层工会非专职委员占用工作时间从事工会工作，每月不超过三个工作日的，工资照发，其他待遇不受影响（工会法第四十一条）；阻挠职工参加和组织工会的，由劳动行政部门责令改正（工会法第五十一条）。排除劳动者权利的条款无效（劳动合同法第二十六条）。',
    suggestion: '删除禁止或限制加入、组建工会和参与集体协商的约定，以及因工会活动扣薪、调岗、解除的约定；写明尊重劳动者依法参加和组织工会的权利，工会委员依法从事工会工作的时间工资照发、待遇不受影响。',
    citations: [
      { law: '工会法', article: '第三条' },
      { law: '劳动法', article: '第七条' },
      { law: '工会法', article: '第四十一条' },
      { law: '工会法', article: '第五十一条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'union-restricted' } },
  },
  {
    id: 'general.family.dispatched-pay-unequal',
    level: 'high',
    stances: 'all',
    title: '被派遣劳动者与用工单位同类岗位员工同工不同酬',
    explanation:
      '“{quote}”让被派遣劳动者的工资、计件单价、奖金、津贴或补贴低于用工单位同类岗位的员工，或者把他们排除在用工单位的薪酬体系、奖金和福利之外。被派遣劳动者享有与用工单位的劳动者同工同酬的权利，用工单位应当对其与本单位同类岗位的劳动者实行相同的劳动报酬分配办法，劳务派遣协议约定的报酬也应当符合这一要求（劳动合同法第六十三条；劳动法第四十六条）。违反的，由劳动行政部门责令限期改正，逾期不改的按每人五千元以上一万元以下罚款，给劳动者造成损害的，派遣单位与用工单位承担连带赔偿责任（劳动合同法第九十二条）。排除劳动者权利的约定无效（第二十六条）。',
    suggestion: '改为对被派遣劳动者与本单位同类岗位的劳动者实行相同的劳动报酬分配办法（基本工资、计件单价、绩效奖金、津贴补贴和调薪机制一致）；无同类岗位的，参照用工单位所在地相同或相近岗位的劳动报酬确定。',
    citations: [
      { law: '劳动合同法', article: '第六十三条' },
      { law: '劳动法', article: '第四十六条' },
      { law: '劳动合同法', article: '第九十二条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'dispatched-pay-unequal' } },
  },
  {
    id: 'general.family.open-ended-contract-waived',
    level: 'high',
    stances: 'all',
    title: '劳动者预先放弃订立无固定期限劳动合同，或约定只续签固定期限合同',
    explanation:
      '“{quote}”让劳动者预先放弃订立无固定期限劳动合同，把签约视为劳动者“主动提出”固定期限，约定用人单位一律只续签固定期限合同，或者把劳动者要求无固定期限合同当作不同意续订。劳动者在本单位连续工作满十年，或者连续订立二次固定期限劳动合同后续订的，除劳动者自己提出订立固定期限劳动合同外，应当订立无固定期限劳动合同（劳动合同法第十四条）；用人单位排除劳动者权利的约定无效（第二十六条）；违法不订立的，自应当订立之日起每月支付二倍的工资（第八十二条）。',
    suggestion: '删除预先放弃、“视为主动提出”和一律只续签固定期限的约定；写明劳动者符合法定条件的，除其本人在续订时提出订立固定期限劳动合同外，双方订立无固定期限劳动合同，用人单位应在续订前书面告知劳动者这一权利。',
    citations: [
      { law: '劳动合同法', article: '第十四条' },
      { law: '劳动合同法', article: '第二十六条' },
      { law: '劳动合同法', article: '第八十二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'open-ended-contract-waived' } },
  },
  // Anticipated before round 35 (decision 242): guarantors, shareholders, partners.
  {
    id: 'general.family.guarantor-bound-by-changes',
    level: 'medium',
    stances: 'all',
    title: '保证人须对未经其书面同意的主合同变更、展期或债务转移继续承担保证责任',
    explanation:
      '“{quote}”约定债权人与债务人变更主合同的金额、利率、期限，展期、续贷、续签或签订补充协议，或者转移债务，都无需保证人同意或“视为已同意”，保证人对变更后的全部债务继续承担保证责任，保证期间随之重新计算。债权人和债务人未经保证人书面同意变更主合同加重债务的，保证人对加重的部分不承担保证责任；变更履行期限未经保证人书面同意的，保证期间不受影响（民法典第六百九十五条）；债权人未经保证人书面同意允许债务人转移债务的，保证人对该部分债务不再承担保证责任（第六百九十七条）。事先概括的“同意”使保证人承担签约时无法预见的债务，作为格式条款可能无效（第四百九十七条）。',
    suggestion: '写明主合同的变更、展期、续贷、补充协议和债务转移须逐次取得保证人书面同意；未经书面同意加重的部分，保证人不承担保证责任，保证期间仍按原履行期限计算，未经同意转移的债务保证人不再承担保证责任。',
    citations: [
      { law: '民法典', article: '第六百九十五条' },
      { law: '民法典', article: '第六百九十七条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'guarantor-bound-by-changes' } },
  },
  {
    id: 'general.family.equity-forfeit-without-grace',
    level: 'high',
    stances: 'all',
    title: '股东未缴出资即被除名、失权或股权被收回，不经书面催缴和法定宽限期',
    explanation:
      '“{quote}”约定股东逾期未缴出资时，其股权自动丧失、被除名、被无偿收回或“视为放弃”，或者只给几天的缴款期、由执行董事或其他股东决定，甚至连已实缴部分一并失效。有限责任公司发现股东未按期足额缴纳出资的，应当由公司发出书面催缴书（公司法第五十一条）；宽限期自催缴书发出之日起不得少于六十日，期满仍未缴纳的，经董事会决议才可以书面发出失权通知，股东丧失的只是其未缴纳出资的股权，对失权有异议的可以在三十日内起诉（第五十二条）。绕开这些程序或扩大失权范围的约定，与法律的强制规定相悖。',
    suggestion: '改为：股东逾期未缴出资的，由公司发出书面催缴书，载明不少于六十日的宽限期；宽限期届满仍未缴纳的，经董事会决议向其书面发出失权通知，该股东丧失其未缴纳出资部分的股权，已实缴部分不受影响；股东对失权有异议的，可以自接到通知之日起三十日内起诉。',
    citations: [
      { law: '公司法', article: '第五十一条' },
      { law: '公司法', article: '第五十二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'equity-forfeit-without-grace' } },
  },
  {
    id: 'general.family.partnership-profit-to-some',
    level: 'high',
    stances: 'all',
    title: '合伙协议约定全部利润归部分合伙人或部分合伙人不参与利润分配',
    explanation:
      '“{quote}”约定合伙企业的全部利润归一名或几名合伙人，或者让某些合伙人（新入伙的、非管理的、只出资的）不参与利润分配、只能取回原始出资。合伙企业的利润分配、亏损分担可以由合伙协议约定，没有约定的按实缴出资比例或者平均分配，但合伙协议不得约定将全部利润分配给部分合伙人或者由部分合伙人承担全部亏损（合伙企业法第三十三条）。有限合伙企业的合伙协议可以另有约定（第六十九条），审查时须确认合伙企业的类型。',
    suggestion: '改为由全体合伙人按约定比例（或实缴出资比例）分配利润、分担亏损，每一合伙人均参与分配；执行事务合伙人的报酬可以约定为优先提取一定比例，但不得排除其他合伙人分配利润。',
    citations: [
      { law: '合伙企业法', article: '第三十三条' },
      { law: '合伙企业法', article: '第六十九条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'partnership-profit-to-some' } },
  },
  // Anticipated before round 36 (decision 244): deliveries, building warranties, freight.
  {
    id: 'general.family.early-or-excess-delivery-forced',
    level: 'medium',
    stances: 'all',
    title: '买受人须接收出卖人提前交付或多交的货物并付款，不得拒收',
    explanation:
      '“{quote}”要求买受人（需方、采购方、定作人）接收出卖人提前交付或超出约定数量交付的货物，不得拒收，并按全部数量或提前后的日期付款，甚至承担由此产生的仓储、保管费用。出卖人多交标的物的，买受人可以接收或者拒绝接收多交的部分；买受人接收多交部分的，按照约定的价格支付价款，拒绝接收的，应当及时通知出卖人（民法典第六百二十九条）。债权人可以拒绝债务人提前履行债务，但是提前履行不损害债权人利益的除外；债务人提前履行债务给债权人增加的费用，由债务人负担（第五百三十条）。由提供格式条款一方预先排除这些选择、加重对方责任的，该条款可能无效（第四百九十七条）。',
    suggestion: '改为：出卖人提前交付或多交的，应事先取得买受人书面同意；买受人可以接收或者拒绝接收提前交付或多交的部分，接收多交部分的按约定价格付款，付款期限仍按原约定的交付日期计算；拒绝接收的，买受人及时通知出卖人，由出卖人自费取回；因提前交付增加的费用由出卖人负担。',
    citations: [
      { law: '民法典', article: '第六百二十九条' },
      { law: '民法典', article: '第五百三十条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'early-or-excess-delivery-forced' } },
  },
  {
    id: 'general.family.structural-warranty-curtailed',
    level: 'high',
    stances: 'all',
    title: '地基基础和主体结构的保修期过短，或施工方的保修、维修责任被排除或提前终止',
    explanation:
      '“{quote}”把承包人对地基基础和主体结构工程的保修期限定为几年甚至几个月，把这些部位排除在保修范围之外，或者约定竣工验收合格、质量保证金返还后承包人即不再承担保修和维修责任。建筑物在合理使用寿命内，必须确保地基基础工程和主体结构的质量（建筑法第六十条）；建筑工程实行质量保修制度，保修范围应当包括地基基础工程、主体结构工程，保修的期限应当按照保证建筑物合理寿命年限内正常使用的原则确定，最低保修期限由国务院规定（第六十二条），国务院规定的地基基础工程和主体结构工程的最低保修期限为设计文件规定的该工程的合理使用年限；不履行保修义务的，责令改正，可以处以罚款，并承担赔偿责任（第七十五条）。因施工人的原因致使建设工程质量不符合约定的，发包人有权请求施工人在合理期限内无偿修理或者返工、改建（民法典第八百零一条）；因承包人的原因致使建设工程在合理使用期限内造成人身损害和财产损失的，承包人应当承担赔偿责任（第八百零二条）。',
    suggestion: '改为：地基基础工程和主体结构工程的保修期限为设计文件规定的该工程的合理使用年限，屋面防水、电气管线等其他项目的保修期限不低于国家规定的最低期限，均自竣工验收合格之日起计算；质量保证金的返还不免除承包人在保修期内的保修义务；保修范围内因承包人原因产生的质量问题，由承包人无偿修复并赔偿由此造成的损失。',
    citations: [
      { law: '建筑法', article: '第六十条' },
      { law: '建筑法', article: '第六十二条' },
      { law: '建筑法', article: '第七十五条' },
      { law: '民法典', article: '第八百零一条' },
      { law: '民法典', article: '第八百零二条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'structural-warranty-curtailed' } },
  },
  {
    id: 'general.family.freight-kept-after-fm-loss',
    level: 'medium',
    stances: 'all',
    title: '货物在运输途中因不可抗力灭失，承运人仍收取运费或不予退还',
    explanation:
      '“{quote}”约定货物在运输过程中因不可抗力（地震、洪水、台风等）灭失的，托运人仍须支付全部或部分运费，或者承运人已收取的运费不予退还。货物在运输过程中因不可抗力灭失，未收取运费的，承运人不得请求支付运费；已经收取运费的，托运人可以请求返还；法律另有规定的，依照其规定（民法典第八百三十五条）。不可抗力免除的是承运人对货物损失的赔偿责任，未完成的运输的运费由承运人承担；承运人以格式条款让托运人在货物损失之外再负担运费、排除其返还请求的，属于不合理地加重对方责任、限制对方主要权利，该条款可能无效（第四百九十七条）。',
    suggestion: '改为：货物在运输过程中因不可抗力灭失的，承运人不承担赔偿责任，但不得请求支付运费；已经收取的运费，承运人应在托运人提出请求后十日内全额返还（部分灭失的，按灭失部分所占比例返还）。',
    citations: [{ law: '民法典', article: '第八百三十五条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'freight-kept-after-fm-loss' } },
  },
  // Anticipated before round 36 (decision 244): consumers' prices, farming households' land.
  {
    id: 'general.family.price-discrimination-by-profile',
    level: 'high',
    stances: 'all',
    title: '按用户画像、消费习惯或所用设备对用户差别定价（“大数据杀熟”）',
    explanation:
      '“{quote}”允许经营者根据用户的消费记录、浏览习惯、支付意愿、所用设备或“新老用户”等个人特征，对同一商品或服务确定不同的价格、费率或优惠条件。个人信息处理者利用个人信息进行自动化决策，应当保证决策的透明度和结果公平、公正，不得对个人在交易价格等交易条件上实行不合理的差别待遇（个人信息保护法第二十四条）；电子商务经营者根据消费者的兴趣爱好、消费习惯等特征向其提供商品或者服务的搜索结果的，应当同时向该消费者提供不针对其个人特征的选项（电子商务法第十八条）。消费者享有公平交易的权利，有权获得价格合理等公平交易条件（消费者权益保护法第十条）。',
    suggestion: '删除按个人特征、消费习惯或设备差别定价的约定，改为：同一时间、同等交易条件下购买同一商品或服务的用户适用同一价格，价格和优惠规则事先公示；经营者不利用用户的个人信息对其在交易价格等交易条件上实行差别待遇，个性化推荐同时提供不针对其个人特征的选项和便捷的关闭方式。',
    citations: [
      { law: '个人信息保护法', article: '第二十四条' },
      { law: '电子商务法', article: '第十八条' },
      { law: '消费者权益保护法', article: '第十条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'price-discrimination-by-profile' } },
  },
  {
    id: 'general.family.farmland-recovered-midterm',
    level: 'high',
    stances: 'all',
    title: '承包期内发包方可收回、调整承包地，或因进城落户、婚嫁、外出等收回',
    explanation:
      '“{quote}”允许发包方在承包期内根据需要收回或调整承包地，或者因承包户进城落户、迁出户口、妇女出嫁或离婚、外出务工、拖欠款项等收回承包地。承包期内，发包方不得收回承包地，不得以退出土地承包经营权作为农户进城落户的条件（农村土地承包法第二十七条；民法典第三百三十七条）；承包期内，发包方不得调整承包地，因自然灾害严重毁损承包地等特殊情形需要适当调整的，必须经本集体经济组织成员的村民会议三分之二以上成员或者三分之二以上村民代表的同意，并报乡（镇）人民政府和县级人民政府主管部门批准（农村土地承包法第二十八条；民法典第三百三十六条）；妇女结婚、离婚或者丧偶，在新居住地未取得承包地的，发包方不得收回其原承包地（农村土地承包法第三十一条）。违反规定收回、调整承包地，或者将承包地收回抵顶欠款的，发包方应当承担停止侵害、返还财产、赔偿损失等民事责任（第五十七条）。',
    suggestion: '删除发包方可收回、调整承包地的约定，改为：承包期内发包方不收回、不调整承包地；承包方进城落户的，可以按照自愿有偿原则依法在本集体经济组织内转让土地承包经营权、将承包地交回发包方或者流转土地经营权，交回的有权就其提高土地生产能力的投入获得相应补偿；确需调整的，依照农村土地承包法第二十八条规定的程序办理。',
    citations: [
      { law: '农村土地承包法', article: '第二十七条' },
      { law: '民法典', article: '第三百三十七条' },
      { law: '农村土地承包法', article: '第二十八条' },
      { law: '民法典', article: '第三百三十六条' },
      { law: '农村土地承包法', article: '第三十一条' },
      { law: '农村土地承包法', article: '第五十七条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'farmland-recovered-midterm' } },
  },
  // Anticipated before round 36 (decision 246): tenants, insured persons, workers in danger.
  {
    id: 'general.family.sale-breaks-lease',
    level: 'medium',
    stances: 'all',
    title: '租赁物出售、转让或所有权变动时租赁合同终止，或承租人须搬离（买卖不破租赁被排除）',
    explanation:
      '“{quote}”约定出租人出售、转让或拍卖租赁物，或者租赁物所有权发生变动时，租赁合同自动终止、出租人可以解除合同收回租赁物，或者承租人须在限期内搬离、不得以租赁合同对抗受让人。租赁物在承租人按照租赁合同占有期限内发生所有权变动的，不影响租赁合同的效力（民法典第七百二十五条）；承租人在同等条件下还享有优先购买权（第七百二十六条）。这样的约定让承租人的装修投入和经营安排随出租人的一次出售落空；作为格式条款，排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '改为“租赁期内租赁物所有权发生变动的，不影响本合同的效力，出租人应当在转让合同中约定由受让人承继本合同，并提前合理期限通知承租人；承租人享有同等条件下的优先购买权”；确需约定出售时提前解除的，写明提前通知期限和对承租人装修、搬迁及停业损失的补偿。',
    citations: [
      { law: '民法典', article: '第七百二十五条' },
      { law: '民法典', article: '第七百二十六条' },
      FORMAT,
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'sale-breaks-lease' } },
  },
  {
    id: 'general.family.lessee-death-termination',
    level: 'medium',
    stances: 'all',
    title: '承租人死亡时房屋租赁合同终止，共同居住人或共同经营人须搬离',
    explanation:
      '“{quote}”约定承租人在租赁期内死亡的，租赁合同自动终止、出租人可以收回房屋，或者与承租人共同居住、共同经营的家人和合伙人须限期搬离、不得继续承租。承租人在房屋租赁期限内死亡的，与其生前共同居住的人或者共同经营人可以按照原租赁合同租赁该房屋（民法典第七百三十二条）。这样的约定让家属在失去亲人的同时失去住处或经营场所；作为格式条款，排除对方主要权利的无效（第四百九十七条）。',
    suggestion: '改为“承租人在租赁期内死亡的，与其生前共同居住的人或者共同经营人可以按照本合同继续租赁该房屋，应在一定期限内书面通知出租人”；无此类人员的，再约定合同终止和屋内物品的处理办法。',
    citations: [{ law: '民法典', article: '第七百三十二条' }, FORMAT],
    detector: { kind: 'named', name: 'family', params: { family: 'lessee-death-termination' } },
  },
  {
    id: 'general.family.death-cover-without-consent',
    level: 'high',
    stances: 'all',
    title: '以死亡为给付条件的人身保险未经被保险人同意并认可保险金额',
    explanation:
      '“{quote}”约定一方为员工、学员、借款人或其他人投保以死亡为给付保险金条件的寿险、意外险或团体人身保险，却无需被保险人本人同意、由他人代签，或者把签约、入职视为被保险人同意投保和保险金额。以死亡为给付保险金条件的合同，未经被保险人同意并认可保险金额的，合同无效（保险法第三十四条）；合同无效时，被保险人和家属得不到约定的保障，而投保一方可能要承担由此造成的损失。',
    suggestion: '写明以死亡为给付保险金条件的保险，须由被保险人本人书面同意投保并认可保险金额（可在投保单或团体保险被保险人清单上逐人签字确认），受益人的指定和变更同样须经被保险人同意。',
    citations: [
      { law: '保险法', article: '第三十四条' },
      { law: '保险法', article: '第三十九条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'death-cover-without-consent' } },
  },
  {
    id: 'general.family.unsafe-order-refusal-penalised',
    level: 'high',
    stances: 'all',
    title: '劳动者拒绝违章指挥、强令冒险作业或在危险时停止作业、撤离，即被处罚、扣薪或解除',
    explanation:
      '“{quote}”把劳动者拒绝违章指挥、冒险作业或者在险情、恶劣天气中拒绝工作当作旷工、违纪，据以扣薪、罚款、降职、解除合同或停止派单，或者禁止劳动者在危及人身安全的紧急情况下停止作业、撤离现场。劳动者拒绝用人单位管理人员违章指挥、强令冒险作业的，不视为违反劳动合同（劳动合同法第三十二条）；劳动者对违章指挥、强令冒险作业有权拒绝执行（劳动法第五十六条）；用人单位不得因从业人员拒绝违章指挥、强令冒险作业，或者在紧急情况下停止作业、撤离而降低其工资、福利等待遇或者解除劳动合同（安全生产法第五十四条、第五十五条）。',
    suggestion: '删除处罚拒绝冒险作业和紧急撤离的约定；写明劳动者有权拒绝违章指挥和强令冒险作业，发现直接危及人身安全的紧急情况时有权停止作业或撤离，用人单位不因此降低其工资、福利待遇或解除劳动合同。',
    citations: [
      { law: '劳动合同法', article: '第三十二条' },
      { law: '劳动法', article: '第五十六条' },
      { law: '安全生产法', article: '第五十四条' },
      { law: '安全生产法', article: '第五十五条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'unsafe-order-refusal-penalised' } },
  },
  {
    id: 'general.family.one-sided-discretion',
    level: 'medium',
    stances: 'all',
    title: '一方可凭单方意愿行事而对方不得异议或自担后果',
    explanation:
      '“{quote}”允许一方凭自己的判断随时或不经通知、同意行事，同时要求另一方不得提出异议、无权追究，或者由另一方承担全部后果。当事人应当遵循公平原则确定各方的权利和义务（民法典第六条）；这种安排使一方的权利不受约束、另一方的风险无从预见，由提供格式条款一方设定的，属于不合理地免除或者减轻其责任、加重对方责任、限制对方主要权利，该条款无效（第四百九十七条）。',
    suggestion: '为该项权利设定客观条件（具体情形、合理期限、提前书面通知），保留对方提出异议和要求赔偿的权利，并使双方的权利义务对等。',
    citations: [{ law: '民法典', article: '第六条' }, FORMAT],
    detector: {
      kind: 'named',
      name: 'family',
      // A backstop: any other finding on the same words names the risk better ('*').
      params: { family: 'one-sided-discretion', yieldTo: ['*'] },
    },
  },
  // Round 40 (decision 255).
  {
    id: 'general.family.agent-acts-disowned',
    level: 'medium',
    stances: 'all',
    title: '一方事先否认其业务员、员工、项目经理或代理人以其名义签订的订单、签认的签证和对账单、收取的款项的效力',
    explanation:
      '“{quote}”事先声明，一方的业务员、员工、项目经理、店长、快递员或代理人以其名义签订的订单和补充协议、签认的签证、工程量和对账单、收取的款项或者交接记录，未加盖公章或者未付入指定账户的，对其不发生效力、属于个人行为或与其无关，对方须重新付款、重新履行并自行承担损失。执行法人或者非法人组织工作任务的人员，就其职权范围内的事项以其名义实施的民事法律行为，对法人或者非法人组织发生效力，对其职权范围的限制不得对抗善意相对人（民法典第一百七十条）；超越代理权的行为，相对人有理由相信行为人有代理权的，代理行为有效（第一百七十二条）；法定代表人、负责人超越权限订立的合同，除相对人知道或者应当知道外，同样有效（第六十一条第三款、第五百零四条）。选任和管理自己人员的风险本应由该方承担；以格式条款事先否认，属于不合理地免除其责任、加重对方责任，该条款无效（第四百九十七条）；面向消费者的，同样无效（消费者权益保护法第二十六条第二款）。',
    suggestion: '改为写明有权代表该方签订合同、签认签证和对账单、收取款项的人员及其权限，并写明收款账户；同时写明“该方人员在职权范围内以该方名义实施的行为对该方发生效力，相对人有理由相信其有代理权的，依法由该方承担责任”，不约定对方重新付款或自担损失。',
    citations: [
      { law: '民法典', article: '第一百七十条' },
      { law: '民法典', article: '第一百七十二条' },
      { law: '民法典', article: '第六十一条' },
      { law: '民法典', article: '第五百零四条' },
      FORMAT,
      { law: '消费者权益保护法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'agent-acts-disowned' } },
  },
  {
    id: 'general.family.financing-failure-borne',
    level: 'medium',
    stances: 'all',
    title: '按揭、贷款或分期因不可归责于付款方的原因未获批准、额度不足或迟延发放时，付款方仍须一次性付清，否则违约、定金不退',
    explanation:
      '“{quote}”约定买受人、学员、业主或收购方以按揭、车贷、分期、装修贷或并购贷款支付的部分价款，因银行审批、政策调整、额度收紧、评估值不足乃至出卖人资料不全等并非其自身的原因未获批准、被核减或迟延发放时，仍须在短期内一次性付清，否则视为违约、承担违约金或者定金、订车款不予退还。给付定金的一方不履行债务致使不能实现合同目的的，才无权请求返还定金（民法典第五百八十七条）；当事人为自己的利益不正当地阻止条件成就的，视为条件已经成就，贷款因出卖人不提供资料而办不成的，不应由买受人承担（第一百五十九条）；贷款不能办理致使不能实现合同目的的，当事人可以解除合同（第五百六十三条），已经履行的可以请求恢复原状（第五百六十六条）。把贷款不能的风险全部转给付款方，作为格式条款属于不合理地加重对方责任、限制对方主要权利，该条款无效（第四百九十七条）；面向消费者的，同样无效（消费者权益保护法第二十六条第二款）。',
    suggestion: '改为“因不可归责于付款方的原因（含银行审批、政策调整、额度不足、评估值不足及收款方资料不全）致使贷款未获批准、未足额或未按时发放的，付款方可选择在合理期限内以其他方式支付，或者解除合同，收款方应在十日内全额退还已收定金和价款，双方互不承担违约责任；因付款方自身原因（未按时申请、提供虚假资料等）未获贷款的，按违约处理”。',
    citations: [
      { law: '民法典', article: '第五百八十七条' },
      { law: '民法典', article: '第一百五十九条' },
      { law: '民法典', article: '第五百六十三条' },
      { law: '民法典', article: '第五百六十六条' },
      FORMAT,
      { law: '消费者权益保护法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'financing-failure-borne' } },
  },
  // Round 41 (decision 256).
  {
    id: 'general.family.forced-overtime',
    level: 'high',
    stances: 'all',
    title: '强迫或变相强迫加班：劳动者不得拒绝用人单位安排的加班、夜班或休息日、节假日工作，或拒绝即按旷工、违纪处理、扣薪、解除',
    explanation:
      '“{quote}”约定劳动者对用人单位安排的延长工作时间、夜班值班或者休息日、节假日工作不得拒绝、须无条件服从，入职即视为同意、无需与其协商或者期间一律不准请假，或者把拒绝加班视为旷工、违纪，据此扣发工资奖金乃至解除劳动合同。用人单位由于生产经营需要，须经与工会和劳动者协商后才可以延长工作时间，一般每日不得超过一小时，因特殊原因每日不得超过三小时、每月不得超过三十六小时（劳动法第四十一条）；只有发生自然灾害、事故或者生产设备、交通线路、公共设施故障须及时抢修等情形，才不受这一限制（第四十二条）；此外用人单位不得违反规定延长工作时间（第四十三条）。用人单位不得强迫或者变相强迫劳动者加班（劳动合同法第三十一条）；工作时间和休息休假直接涉及劳动者切身利益，应当经职工代表大会或者全体职工讨论、与工会或者职工代表平等协商确定（第四条第二款）。用人单位免除自己的法定责任、排除劳动者权利的约定无效（第二十六条第一款）；劳动者拒绝未经协商或者超过法定限度的加班，不构成违纪，以此为由扣薪、处分或者解除劳动合同没有依据。',
    suggestion: '删除“不得拒绝”“无条件服从”“入职即视为同意”及拒绝加班按旷工、违纪处理的约定，改为“甲方因生产经营需要延长工作时间的，应与工会和乙方协商，经乙方同意后安排，延长时间一般每日不超过一小时，因特殊原因每日不超过三小时、每月不超过三十六小时，并依法支付加班费；乙方拒绝加班的，不视为违纪，甲方不得因此扣减工资、给予处分或者解除劳动合同；发生劳动法第四十二条规定的紧急情形的除外”。',
    citations: [
      { law: '劳动法', article: '第四十一条' },
      { law: '劳动法', article: '第四十二条' },
      { law: '劳动法', article: '第四十三条' },
      { law: '劳动合同法', article: '第三十一条' },
      { law: '劳动合同法', article: '第四条' },
      { law: '劳动合同法', article: '第二十六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'forced-overtime' } },
  },
  {
    id: 'general.family.product-recourse-barred',
    level: 'medium',
    stances: 'all',
    title: '生产商、品牌方或供货方让经销商、零售商、加盟商独自承担产品缺陷引起的赔偿、召回和三包费用，或不准其追偿',
    explanation:
      '“{quote}”约定因产品本身的质量问题或者缺陷引起的消费者索赔、人身财产损害赔偿、召回以及三包修理、更换、退货费用，一概由经销商、零售商、加盟商、代理商或者平台商家自行承担，生产商、品牌方、供货方或者总部不承担、不补偿，或者不准销售方向其追偿。因产品存在缺陷造成他人损害的，生产者应当承担侵权责任（民法典第一千二百零二条，产品质量法第四十一条）；产品缺陷由生产者造成的，销售者赔偿后有权向生产者追偿（民法典第一千二百零三条第二款，产品质量法第四十三条，消费者权益保护法第四十条第二款）；销售者负责修理、更换、退货、赔偿损失后，属于生产者或者供货者责任的，有权向其追偿（产品质量法第四十条第二款）；依法采取召回措施的，生产者、销售者应当负担被侵权人因此支出的必要费用（民法典第一千二百零六条第二款），召回源于生产缺陷的，这笔费用归根到底是生产者的责任。产品质量法第四十条第四款允许生产者与销售者在买卖合同中对修理、更换、退货另作约定，但由生产方提供的格式条款不合理地免除其责任、加重销售方责任的，该条款无效（民法典第四百九十七条）；免除造成人身损害的责任的条款同样无效（第五百零六条）。',
    suggestion: '改为“因产品设计、制造缺陷或者其他属于生产方责任的质量问题引起的消费者索赔、人身财产损害赔偿、召回及三包修理、更换、退货费用，由生产方承担；销售方先行赔付或者办理的，有权向生产方追偿，生产方应在收到凭证后十五日内予以补偿；因销售方储存、运输不当或者擅自改装等自身过错造成的，由销售方承担”。',
    citations: [
      { law: '民法典', article: '第一千二百零二条' },
      { law: '民法典', article: '第一千二百零三条' },
      { law: '民法典', article: '第一千二百零六条' },
      { law: '产品质量法', article: '第四十条' },
      { law: '产品质量法', article: '第四十一条' },
      { law: '产品质量法', article: '第四十三条' },
      { law: '消费者权益保护法', article: '第四十条' },
      FORMAT,
      { law: '民法典', article: '第五百零六条' },
    ],
    detector: { kind: 'named', name: 'family', params: { family: 'product-recourse-barred' } },
  },
]);
