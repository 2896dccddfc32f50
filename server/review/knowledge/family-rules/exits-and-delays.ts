/**
 * One-sided-clause family rules (issue 14, decision 250): round 37's two new families, written from the lead's own
 * sentences, not the round's. A partner, co-operative member or platform partner who leaves, is expelled or stops
 * working there losing its share, paid back at cost or a token, or held in; and one side's own delay in taking
 * delivery, accepting or giving the help the other needs put on the other side.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import { PARTY_WORD, type FamilyRule } from '../family-vocab';

/** Leaving the firm, the co-operative or the platform: withdrawal, expulsion, the job ending, the share sold off. */
const EXIT =
  '退伙|退社|退出|除名|离职|离任|辞职|辞退|解聘|解雇|开除|劳动(?:合同|关系)[^。；;，,]{0,8}(?:解除|终止)|(?:解除|终止)[^。；;，,]{0,4}劳动(?:合同|关系)|(?:成员|社员|合伙人)?资格(?:终止|丧失|被取消)|(?:取消|丧失|终止|撤销)[^。；;，,]{0,4}(?:成员|社员|合伙人|会员)资格|转让[^。；;，,]{0,6}份额';
/** What the leaver has in it: the property share, contributions, reserve share, profits kept, the account. */
const SHARE =
  '财产份额|合伙份额|份额|出资|股金|入股|公积金|盈余|未分配(?:利润|收益)|历年(?:积累|收益|利润)|累积(?:利润|收益)|账户余额|成员账户|投入|投资款|股权|权益|合伙财产';
/** The kind of body whose member leaves: a partnership, a co-operative, a shareholding platform, a joint venture. */
const BODY = '合伙|合作社|本社|社员|入社|退社|持股|联营|入股|股金|份额|成员账户';
/** Kept from the leaver: to the others, not returned, not settled, deemed given, at cost only, or at a token. */
const KEPT =
  // To the others or the body (not 归退伙人所有).
  '(?:全部|均|一律|自动|无偿)?(?:归|转归|归属于?)(?:(?:其余|其他|剩余|全体|留存)(?:的)?(?:合伙人|成员|社员|股东|合作方|联营方|各方|投资人)|(?:员工|本)?(?:合作社|本社|普通合伙人|执行事务合伙人|创始合伙人|牵头方|联营体|合伙企业|持股平台|平台|公司|企业|集体|甲方))(?:共同)?(?:所有|享有|共有)?' +
  '|(?:转|划)(?:为|入|归)[^。；;，,]{0,6}(?:公共积累|集体(?:财产|资产)|不可分割|本社|合作社|普通合伙人|其他合伙人)' +
  // Not returned or settled, deemed given up.
  '|不予(?:退还|返还|退回|结算|清退|补偿|支付|分配)|不(?:再)?(?:退还|返还|退回|结算|清算|分配|补偿)|视为[^。；;，,]{0,6}(?:无偿)?(?:转让|放弃|赠与|捐赠)|无偿(?:转让|归|收回|取得|受让)' +
  '|由[^。；;，,]{0,10}(?:处置|处分|支配)|(?:无权|不得|不能|不可|不再)(?:要求|主张|请求|申请)?[^。；;，,]{0,12}(?:清算|结算|退还|返还|分割|分配|退回)|与其无关' +
  // At cost only: the original or paid-in contribution, not the firm's worth at the time of leaving.
  '|(?:按|以)(?:其)?(?:原始|原|初始|实缴|实际缴纳的?|账面|入伙时的?|入社时的?|认购时的?)(?:出资|出资额|投资额|认购价格?|入股金额|股金|投入|份额价格)(?![^。；;，,]{0,4}比例)[^。；;，,]{0,14}(?:退还|返还|结算|回购|收购|受让|退回|清退|计算|为限|收回)' +
  '|(?:仅|只)(?:能|可)?(?:退还|返还|退回|清退|取回|收回)[^。；;，,]{0,8}(?:原始|原|实缴|本金|出资|股金|入股)' +
  // Round 37 read (decision 250): 仅按退伙人当初的实缴出资额退还; the gain and undistributed profit left out.
  '|(?:仅|只)(?:按|以)[^。；;，,]{0,10}(?:原始|原|初始|实缴|当初|入伙时|入社时)[^。；;，,]{0,4}(?:出资|投资|股金|入股)' +
  '|(?:增值|溢价|升值|未分配利润|累积盈余|盈余)[^。；;，,]{0,12}(?:一概|均|全部|一律)?不(?:计入|纳入|参与|予计算|计算)' +
  // At a token: a small fraction of the contribution, one yuan.
  '|(?:出资|出资额|投资额|份额|股金|账户余额)[^。；;，,]{0,4}的(?:百分之(?:[一二三四五]?十|[一二三四五六七八九])(?![十一二三四五六七八九])|(?<![\\d.])(?:[1-4]\\d|50|[1-9])(?:\\.\\d+)?[%％]|[一二三四五]成)' +
  '|(?:人民币)?(?:一|1|壹|零|0)元(?:人民币)?(?:的)?(?:价格|对价|象征性价格)?[^。；;，,]{0,4}(?:回购|收购|受让|转让|收回)|(?:回购|收购|受让|转让)(?:价格?|对价)(?:为)?(?:人民币)?(?:一|1|壹|零|0)元|象征性(?:价格|对价)';
/** Leaving barred: 不得退伙, 不接受退社申请. */
const NO_EXIT =
  '(?:不得|不允许|禁止|不能|无权|不准)(?:以任何(?:理由|方式|形式)|中途|提前|擅自|单方|自行)?(?:申请|要求|提出)?(?:退伙|退社|退出(?:合伙|合伙企业|合作社|本社|联营|持股平台))|(?:退伙|退社)申请[^。；;，,]{0,8}(?:不予|不)(?:受理|接受|批准|办理)|不予办理退(?:伙|社)';

/** The other side's delay or failure: not taking, accepting, confirming, or not giving the help the work needs. */
const FAILURE =
  '(?<!有权|可以|可|得以|应当?|须|即可)(?:未(?!经|获|能获|通过|取得|得到)|未能(?!获|通过|取得|得到)|没有|不|拒绝|拒不|怠于|迟延|延迟|逾期|无正当理由)[^。；;，,]{0,14}?(?:受领|收货|提货|接货|接收|接受|验收|验货|签收|确认|到场|审核|审批|反馈|领取)' +
  '|(?:未(?!经)|未能|没有|拒绝|拒不|怠于|迟延|延迟|逾期)[^。；;，,]{0,10}?(?:提供|交付|移交|开放|腾空|腾出|提交|准备|办理|上传|发送|下达|给出)[^。；;，,]{0,8}?(?:场地|图纸|资料|原材料|材料|辅料|包装|标签|模具|样板|样稿|设备|接口|测试环境|运行环境|环境|素材|数据|样品|技术参数|条件|工作面|水电|用水|用电|通道|账号|权限|授权|许可|批文|证照|文件|指令|信息|需求|要求|意见|答复|方案|说明)' +
  '|(?:未(?!经)|未能|没有|迟延|延迟|逾期)[^。；;，,]{0,10}?(?:备货|备妥|备好|备齐|备料)|(?:未|不)(?:履行|尽到?)[^。；;，,]{0,4}(?:协助|配合)义务|不予?配合|受领迟延|迟延受领|(?<!有权|可以|可|得以)拒收|无人(?:签收|接收|收货)|无法联系|联系不上|失联|账户[^。；;，,]{0,4}(?:冻结|注销|销户)';
/** The side that performs (delivers, builds, carries, lends back): its own failure to prepare or submit is its own delay. */
const PERFORMER =
  '承包人|承包方|承包单位|施工方|施工单位|装修公司|装修方|装饰公司|审计机构|会计师事务所|总包方|总承包人|分包方|分包人|卖方|出卖人|供方|供货方|供货商|供应商|承揽人|承揽方|承运人|承运方|开发方|开发商|服务商|服务方|受托方|受托人|乙方|媒体方|发布方|广告发布者|借款人';
/** Put on the other side: the penalty or interest still runs, the added cost is its own, no more time, deemed in breach. */
const BORNE =
  '(?:仍|仍然|照常|照样|依然|继续)(?:应|须|需|应当|需要|要)?(?:按[^。；;，,]{0,10})?(?:支付|承担|计付|计收|计算|缴纳|偿还|交纳|赔偿)[^。；;，,]{0,20}(?:违约金|罚息|利息|滞纳金|逾期|迟延|延期|罚金|罚款|违约责任|延误责任|延期责任)' +
  // Round 39 read (decision 254): the performing side named as still paying for keeping what the other did not collect.
  `|(?:${PERFORMER})(?:仍|仍然|照常|依然|仍旧)(?:应|须|需|应当)?(?:自行)?(?:承担|负担|支付)[^。；;，,]{0,14}(?:保管|仓储|存储|看管|等待|滞留)(?:费|费用)` +
  // Round 40 read (decision 255): the other side's failure said to cause the delay, and the performing side (or whoever the
  // sentence names after it) still made to answer for that delay in breach (…导致审计报告延期出具的，受托人应承担违约责任).
  // Said of the side that failed, the none's same-party pattern keeps it silent.
  `|(?:导致|致使|造成|使得?|以致|引起)[^。；;，,]{0,16}(?:延期|延误|逾期|迟延|推迟|延迟|(?:不能|未能|无法)(?:按期|按时|如期))[^。；;，,]{0,8}(?:的)?[，,](?:由)?(?:${PERFORMER})?(?:仍|仍然|依然|照样)?(?:应|须|需|应当|需要)?(?:承担|负担|支付|赔偿)[^。；;，,]{0,14}(?:违约责任|违约金|逾期责任|迟延责任|延误责任|延期责任|赔偿责任|损失)` +
  // Round 41 read (decision 256): the other side's failure said to delay the work, and the performer's time (服务期限, 设计周期,
  // 项目工期) still not extended. Without the cause in the sentence a service term not extended is the client's own pause.
  '|(?:导致|致使|造成|使得?|以致)[^。；;，,]{0,12}(?:延期|延误|迟延|逾期|推迟|延迟|停滞|停工)[^。；;]{0,10}(?:服务|项目|工作|设计|开发|审计|咨询|施工|交付)?(?:的)?(?:期限|周期|期间|工期|时间|时限|进度)[^。；;，,]{0,4}(?:不予|不|不得|不作|不能|均不|一律不)(?:相应)?(?:顺延|延长|延期|调整)' +
  // Round 38 read (decision 253): the time said to stand whatever the other side failed to give (不影响…交付期限).
  `|不影响(?:${PERFORMER})?(?:的)?[^。；;，,]{0,6}(?:交付|交货|完工|竣工|履行|完成|上线|供货|到货)(?:的)?(?:期限|日期|时间|工期|进度|时限|节点)` +
  '|(?:违约金|罚息|利息|滞纳金)[^。；;，,]{0,6}(?:照常|继续|仍|不停止|不中止)(?:计收|计算|计付|收取|支付|计)|(?:不停止|不中止|不免除)[^。；;，,]{0,6}(?:计息|计收|利息|违约金|罚息)' +
  '|(?:工期|交期|竣工日期|完工(?:日期|时间)|(?:交付|交货|完工|竣工|履行|完成|供货|到货|运输|运到|上线|开发|研发|研制|制作|加工|生产|设计|交稿|交图|施工|安装|调试|发运|送达)(?:的)?(?:期限|日期|时间|周期|期|时限))[^。；;，,]{0,6}(?:不予|不|不得|不作|不能|不因此|均不|一律不)(?:相应|任何)?(?:顺延|延长|延期|调整|变更)' +
  '|(?:仍|仍然|依然|照常)(?:应|须|需|应当)?(?:保证|确保)?(?:按|于|在)(?:照)?(?:原|原定|原约定|原计划|合同约定|约定)[^。；;，,]{0,4}(?:时间|期限|日期|工期|交期|节点|时限|排期|计划|进度)' +
  '|不得(?:因此|以此为由|以[^。；;，,]{0,20}为由)[^。；;，,]{0,4}(?:要求|主张|申请|请求)?(?:顺延|延长|延期|延迟|推迟|迟延|免除|减免|免责)' +
  `|(?:费用|仓储费|保管费|窝工|停工|等待|等候|滞留|运费|成本|损失|人工费|误工|损耗|(?:一切|全部|所有)责任)[^。；;]{0,14}(?:均|全部|一律)?由(?:${PARTY_WORD})(?:自行)?(?:承担|负担|负责|自负)` +
  `|(?:自行|自己)(?:承担|负担|消化)|(?:后果|损失|费用)自负|自负[^。；;，,]{0,4}(?:费用|仓储费|保管费|损失|成本)|(?:承担|负担)[^。；;，,]{0,6}(?:保管|仓储|等候|等待|停工|迟延|受领迟延)期间(?:的|内)?(?:一切|全部)?(?:风险和|风险及)?(?:费用|损失)` +
  `|视为(?:${PARTY_WORD})?(?:已经?)?(?:违约|逾期|迟延|延误|未(?:按期|按时|能)?(?:履行|完成|交付|交货|送达|发布|投放|还款|竣工|供货))`;

export const EXIT_DELAY_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // A leaver's share kept: the others settle with the leaver at the firm's property at the time of leaving and return
  // its share (合伙企业法第五十一条), the agreement choosing only how it is returned (第五十二条); a partner may leave on
  // the grounds of 第四十五条 or on thirty days' notice (第四十六条, 民法典第九百七十六条); a co-operative's member leaves
  // freely on written notice and takes back its contributions and reserve share (农民专业合作社法第四条、第二十五条、
  // 第二十八条). Settlement at the firm's worth or a fair value, a notice period, and unpaid capital (equity-forfeit-
  // without-grace) are silent.
  'exit-share-forfeited': [
    {
      gate: '退伙|退社|退出|除名|离职|离任|辞职|辞退|解聘|解雇|开除|劳动|资格|转让',
      all: [EXIT, SHARE, BODY, KEPT],
      none: [
        // Unpaid capital is equity-forfeit-without-grace's; the firm's worth at leaving, an appraisal or a fair value;
        // the profits added back; a loss the leaver caused deducted (合伙企业法第五十一条).
        '未(?:按期|按时|按约定?|依约|足额)?(?:缴纳|缴足|实缴|缴付|履行出资)|逾期(?:缴纳|出资|未缴)|未缴|认缴',
        '(?<!(?:不论|无论|不考虑|不问|不计|不以|而非|并非|不按|不参考|不依据)[^。；;，,]{0,8})(?:评估|公允|市场价|净资产|财产状况|孰高)',
        '(?:连同|加上|加计|另加|并|及)(?:其)?(?:应分(?:得)?的|应得的|享有的|名下的?|账户内的?)?(?:未分配利润|累积盈余|公积金份额|可分配盈余)[^。；;，,不无]{0,6}(?:一并|一起|同时)?(?:退还|返还|支付|结算)',
        '扣(?:减|除)[^。；;，,]{0,10}(?:赔偿|损失)|未了结|了结后|依照本法|有限合伙人(?:可以)?将其在有限合伙企业中的财产份额',
      ],
      window: 110,
      oneSided: false,
      favours: 'any',
    },
    {
      // Leaving barred outright.
      gate: '退伙|退社|退出',
      all: [NO_EXIT],
      none: [
        '除[^。；;]{0,40}(?:外|以外)|清算期间|解散|会计年度|提前[^。；;，,]{0,6}(?:日|天|个?月)|不利影响|依法|法律规定|第四十[五六]条|(?:造成|带来)[^。；;，,]{0,6}损失',
      ],
      window: 60,
      oneSided: false,
      favours: 'any',
    },
  ],
  // One side's own delay put on the other: a creditor who refuses delivery without reason pays the costs it added, and
  // while it is late the debtor owes no interest (民法典第五百八十九条); a party must give the help the contract needs
  // (第五百零九条第二款), and an orderer's or employer's failure to help extends the time (第七百七十八条、第八百零三条).
  // The time extended, the cost on the side that delayed, interest stopping, and a supplier's own failure are silent.
  'creditor-delay-borne': [
    {
      gate: '受领|收货|提货|接货|接收|接受|验收|验货|签收|确认|到场|审核|审批|反馈|领取|提供|交付|移交|开放|腾|提交|准备|办理|上传|发送|下达|给出|备|协助|配合|拒收|无人|联系|失联|账户',
      all: [FAILURE, BORNE],
      none: [
        // The time extended, the costs claimed from the side that delayed, interest stopped, no breach.
        // (相 too: in 不作相应延长 the match must not start again at 应延长, round 41 read, decision 256.)
        '(?<![不无相]|相应|不予|不得|不作|不能|不再|不可|无权|不应|不因此|不因此而|任何|要求|主张|申请|请求)(?:相应|予以|可以|可|应当?|有权|据实|自动)?(?:顺延|延长)',
        '请求[^。；;，,]{0,10}赔偿|有权(?:要求|请求)[^。；;，,]{0,10}(?:赔偿|承担|支付)|(?:无须|无需|不必|不再)(?:支付|承担|计付)[^。；;，,]{0,6}(?:利息|违约金|罚息)|不计(?:收|算)?(?:利息|违约金|罚息)|停止计(?:收|算)?(?:利息|罚息|违约金)|免(?:收|除|于)(?:支付)?(?:利息|违约金|罚息)|不(?:承担|负)[^。；;，,]{0,6}(?:违约|逾期|迟延)责任|不(?:构成|视为|属于|算作)[^。；;，,]{0,4}(?:违约|逾期|迟延)',
        // The side that failed bears it itself (因乙方未按时备货…乙方仍应…), force majeure, a rule for either side.
        `(?<g>${PARTY_WORD})(?:自身|自己|方面)?(?:原因)?(?:(?!${PARTY_WORD})[^。；;，,]){0,8}(?!无法联系|联系不上)(?:${FAILURE})[^。；;]{0,60}(?:由)?\\k<g>(?:应当?|须|需|仍|自行|承担|负担|负责|赔偿)|由(?:其|该方|违约方|过错方|责任方|迟延方)(?:自行)?(?:承担|负担|赔偿)|不可抗力|任何一方|各方`,
        // The performing side's own failure (因承包人未按时提交施工方案…工期不予顺延): the delay is its own. Not reaching the
        // creditor (借款人无法联系到出借人) is the creditor's failure, not the debtor's (round 37 read, decision 250).
        `(?:${PERFORMER})(?:自身|自己|方面)?(?:的)?(?:原因)?[^。；;，,]{0,4}(?!无法联系|联系不上)(?:${FAILURE})|因(?:${PERFORMER})(?:自身|自己|方面)?(?:的)?原因`,
        // A lender's refusal to finance a buyer (不予贷款, 实际审批贷款额不足) is a third party's act, the buyer's own risk to
        // arrange (an original contract, decision 250).
        '不予贷款|(?:审批|批准|发放)(?:的)?贷款(?:额|金额|数额)?|贷款(?:机构|银行)[^。；;，,]{0,8}(?:不予|未|拒绝|不)',
        // Notices deemed served (deemed-service's).
        '(?:视为|即为)[^。；;，,]{0,6}送达|法律文书|送达地址|有效送达',
      ],
      window: 110,
      oneSided: false,
      favours: 'any',
    },
  ],
};
