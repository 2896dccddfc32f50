/**
 * One-sided-clause family rules (issue 14, decision 249): round 36's two new families, written from the lead's own
 * sentences, not the round's. What is done with one side's account, password, code, certificate, e-signature or seal
 * put on it even when someone else did it; and the side holding the other's data excused from keeping it safe.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import { type FamilyRule, PARTY_WORD } from '../family-vocab';

/** Means of acting as a person: an account, a password or code, a certificate, an e-signature, a seal, a card. */
const CREDENTIAL =
  '账户|账号|用户名|密码|验证码|动态码|校验码|数字证书|证书|电子签名|签名密钥|私钥|密钥|U盾|印章|公章|合同专用章|财务专用章|财务章|法人章|签章|银行卡|信用卡|储值卡|会员卡|手机号|人脸|指纹|登录';
/** Someone else, or no authority: the act was not the holder's own (or whether it was is declared not to matter, round 37 read, decision 250). */
// Round 39 read (decision 254): a forged or cloned card (伪卡, 克隆卡) is someone else's act; so is a credential used
// whoever the real user was (无论实际调用人是谁, 不论由何人操作) — who acted declared not to matter.
const NOT_THE_HOLDER =
  // Round 41 read (decision 256): a seal carved in secret or altered (私刻, 变造) is no more the holder's than a forged one.
  '私刻|私自刻制|变造|假冒|他人|别人|其他人|第三人|第三方|盗用|冒用|冒名|伪造|仿冒|伪卡|假卡|克隆卡|复制卡|(?:无论|不论|不管)[^。；;，,]{0,12}(?:是谁|为谁|何人|由谁|谁)|实际(?:操作|使用|调用|登录|签署|下单)(?:的)?人|(?:并非|非|不是)[^。；;，,]{0,6}本人|未经(?:其)?授权|被盗|盗刷|盗取|窃取|泄露|外观一致|无权代理|超越(?:代理)?权限|离职员工|丢失|(?:无论|不论|不管)[^。；;，,]{0,12}是否[^。；;，,]{0,14}(?:授权|有权|本人|代理权|同意|知情|经其)';
/** Put on the holder: deemed its act, binding it, its loss. */
// Round 39 read (decision 254): the act itself put on the holder (交易均由持卡人承担责任), and an order binding any party by
// name (对经销商具有约束力), not only the few names first listed.
const PUT_ON_HOLDER =
  `(?:均|一律|全部|一概)由[^。；;，,]{0,10}(?:自行)?(?:(?:承担|负担)[^。；;，,]{0,4}(?:全部)?(?:责任|损失|后果|风险)|负责)|对(?:本人|其|持卡人|企业|${PARTY_WORD})[^。；;，,不未无]{0,4}(?:均)?(?:发生效力|生效|有效|具有(?:法律)?(?:效力|约束力)|产生(?:法律)?效力)|` +
  // Round 41 read (decision 256): the holder still paying or repaying on what was done with the forged seal (即使印章系伪
  // 造，乙方亦应按订单付款; 借款人仍应承担还款责任).
  '(?:亦|也|仍|仍然|均|照样|依然)(?:应|须|需|应当|要)(?:按[^。；;，,]{0,8})?(?:付款|支付|付清|还款|偿还|清偿|履行|承担[^。；;，,]{0,4}(?:还款|付款|支付|清偿|履行|赔偿)(?:责任|义务))|' +
  '(?:均|一律|即|皆|一概)?(?:视为|视同|认定为|推定为)[^。；;，,]{0,12}(?:本人|其|乙方|甲方|用户|客户|持卡人|会员|委托人|投保人|借款人|买受人|商户)?(?:本人)?(?:的)?(?:操作|行为|真实意思|意思表示|签署|签字|授权|指令|同意|确认|申请|交易|支付|下单|签收)|(?:均|亦|也|仍|同样)[^。；;，,]{0,8}(?:有效|发生效力|具有(?:法律)?效力|产生(?:法律)?效力|具有约束力|约束)|(?:损失|后果|风险|责任)[^。；;，,]{0,10}(?:均|全部|一律)?(?:由|归)[^。；;，,]{0,10}(?:自行)?(?:承担|负责|负担|自负)|(?:自行)?承担[^。；;，,]{0,6}(?:全部)?(?:损失|后果|风险)|(?:后果|损失)自负|不得以[^。；;，,]{0,24}(?:为由)[^。；;，,]{0,6}(?:否认|拒绝|主张|要求|抗辩)';

/** Personal information or data one side holds for the other. */
const HELD_DATA =
  '个人信息|个人数据|体检报告|检测报告|健康信息|健康档案|档案|用户信息|客户信息|会员信息|学员信息|患者信息|员工信息|身份信息|隐私|数据|病历|检查结果|检验结果|简历|身份证|证件|住址|联系方式|账户信息|交易记录|资料|信息';
/** A leak, theft, loss, alteration, attack: the data's security. */
/** A leak, theft, loss, alteration, attack: the data's security. Sold or passed on by someone inside (员工私自出售学员信息), round 38 read. */
const BREACH =
  '泄露|泄漏|外泄|被盗|窃取|非法获取|被获取|被(?:他人|第三方|第三人|不法分子|外部人员|黑客)?[^。；;，,]{0,6}(?:获取|盗取|盗用|窃取|查看|下载|爬取)|丢失|灭失|篡改|毁损|损毁|被攻击|攻击|黑客|病毒|入侵|安全|出售|贩卖|倒卖|非法提供|私自(?:提供|使用|查询|复制|下载|拷贝|传播)|擅自(?:提供|使用|查询|复制|下载|传播)';
/** The holder excused from liability, from keeping it safe, from notice or remedy. */
const EXCUSED =
  '由(?:用户|客户|患者|会员|学员|求职者|员工|持卡人|消费者|委托人|寄件人|收件人|家长|业主|投保人|租客|住户|乘客|旅客)(?:本人)?(?:自行|自己)(?:承担|负责|负担)|不(?:承担|负)[^。；;，,]{0,6}(?:任何)?(?:赔偿|法律|民事)?责任|概不负责|不负责|不予负责|免(?:除)?责(?:任)?|(?:后果|损失|风险)[^。；;，,]{0,8}(?:均)?(?:由|自)[^。；;，,]{0,10}(?:自负|自行承担|自行负责)|(?:后果|损失|风险)[^。；;，,]{0,8}(?:均)?由(?:用户|客户|患者|会员|学员|求职者|员工|雇主|持卡人|消费者|委托人|寄件人|收件人|家长|业主|投保人)[^。；;，,]{0,4}(?:承担|负责)|自负|不作(?:任何)?(?:保证|承诺|担保)|不保证|(?:无义务|无须|无需|不必|不负有|没有义务|不负责)[^。；;，,]{0,10}(?:通知|告知|报告|补救|采取|赔偿|保护)|仅(?:负责|承担|限于)[^。；;，,]{0,12}(?:删除|更正|道歉|停止)';

export const ACCOUNT_DATA_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // Acts done with the holder's credential by someone else put on the holder. An unauthorised payment is the payment
  // provider's loss unless it proves the user's fault (电子商务法第五十七条); an act without authority binds the principal
  // only when ratified, or when the other party had reason to believe in it (民法典第一百七十一条、第一百七十二条); an
  // electronic signature binds the signer on conditions, and one who forges it answers for it (电子签名法第十三条、第三十二条).
  'credential-misuse-borne': [
    {
      gate: '账户|账号|密码|验证码|动态码|证书|电子签名|密钥|U盾|印章|公章|专用章|签章|银行卡|信用卡|储值卡|会员卡|手机号|人脸|指纹|登录',
      all: [CREDENTIAL, NOT_THE_HOLDER, PUT_ON_HOLDER],
      none: [
        '(?:因|由于)(?:用户|客户|持卡人|乙方|甲方|会员|商户|投保人|借款人)?(?:自身|本人|自己)(?:的)?(?:原因|过错|故意|过失|保管不善)|(?:用户|客户|持卡人|会员)(?:的)?(?:故意|重大过失)|但[^。；;]{0,24}(?:证明|能够证明|有证据)|除(?:非)?[^。；;]{0,30}(?:外|除外)|(?:银行|平台|发卡(?:行|机构)|支付机构|公司)[^。；;，,]{0,10}(?:先行赔付|承担(?:赔偿)?责任|负责赔偿)|挂失(?:之后|后)[^。；;，,]{0,16}由(?:银行|平台|发卡|支付机构)|依法|双方',
      ],
      window: 110,
      oneSided: false,
      favours: 'any',
    },
  ],
  // The holder of the other's data excused from keeping it safe, from notice and remedy after a leak, or from liability:
  // it must take the measures that keep it safe and, on a leak, remedy it and tell the person (民法典第一千零三十八条,
  // 个人信息保护法第五十一条、第五十七条), and it answers unless it proves it was not at fault (第六十九条).
  'data-breach-excused': [
    {
      gate: '泄露|泄漏|外泄|被盗|窃取|获取|盗取|盗用|爬取|丢失|篡改|毁损|损毁|攻击|黑客|病毒|入侵|安全|出售|贩卖|倒卖|非法提供|私自|擅自',
      all: [HELD_DATA, BREACH, EXCUSED],
      none: [
        '(?:因|由于)(?:用户|客户|患者|求职者|学员|乙方|甲方|会员|消费者|员工|委托人)(?:自身|本人|自己)?(?:的)?(?:原因|过错|故意|过失|泄露|保管不善)|(?:(?<![不无])负责|(?<![无不])(?:应当?|须))[^。；;，,]{0,8}(?:采取|履行|建立)[^。；;，,]{0,10}(?:安全|保护|补救|保密)|(?<![无不]|无须|无需|不必)(?:应当?|须)(?:当)?[^。；;，,]{0,6}(?:及时)?(?:通知|告知)|依法承担|(?<![不无免])(?:承担|负)[^。；;，,]{0,4}(?:赔偿|相应)责任(?!的)|双方|任何一方|各方|不可抗力|保密期限',
      ],
      window: 110,
      oneSided: false,
      favours: 'any',
    },
  ],
};
