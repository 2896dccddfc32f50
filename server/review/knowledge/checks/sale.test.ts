import { describeChecks } from '../../testing/check-table';
import { SOUND_CONTRACT } from '../../testing/samples';
import { SALE_CHECKS } from './sale';

const HOUSE_SALE = `存量房屋买卖合同
甲方（卖方）：王某
乙方（买方）：李某
第一条 房屋基本情况
甲方将位于北京市海淀区某路1号的房屋出售给乙方，房屋买卖总价为人民币300万元。
第二条 付款
乙方于签约后5日内支付定金10万元。`;

describeChecks('sale', SALE_CHECKS, {
  'sale.quality.standard-missing': {
    hit: ['乙方向甲方出售办公桌10张，总价1万元。'],
    miss: [SOUND_CONTRACT, '货物质量应符合国家标准GB/T 3325-2017。', HOUSE_SALE],
  },
  'sale.quality.warranty-missing': {
    hit: [SOUND_CONTRACT],
    miss: [`${SOUND_CONTRACT}\n质保期为验收合格之日起12个月。`, HOUSE_SALE],
  },
  'sale.inspection.period-missing': {
    hit: ['乙方向甲方出售机床一台。甲方收货后应及时验收。'],
    miss: [SOUND_CONTRACT, '交货后5日内进行质量验收。', HOUSE_SALE, '甲方通知乙方验车，乙方应于三个工作日内验车。'],
  },
  'sale.inspection.period-short': {
    hit: ['验收：交货当时进行外观、数量验收；交货后5日内进行质量验收。', '买方应于收货后3日内提出质量异议。'],
    miss: [SOUND_CONTRACT, '买方应于收货后15日内提出书面质量异议。', '无论买方是否同意货款核算结果，均应在收到账单后五日内付清，付清后才能提出异议。'],
    quote: '交货后5日内进行质量验收',
  },
  'sale.inspection.deemed-accepted': {
    hit: ['验收期内未提出异议的，视为质量无问题、验收通过。', '甲方收货后7日内未书面提出质量异议的，视为货物质量合格。'],
    miss: [SOUND_CONTRACT, '甲方发现质量问题的，应在质保期内书面通知乙方。'],
    quote: '视为质量无问题、验收通过',
  },
  'sale.quality.remedy-missing': {
    hit: [SOUND_CONTRACT],
    miss: [`${SOUND_CONTRACT}\n质量不合格的，甲方有权要求乙方退货或换货。`, HOUSE_SALE],
  },
  'sale.risk.transfer-missing': {
    hit: [SOUND_CONTRACT],
    miss: [`${SOUND_CONTRACT}\n货物毁损、灭失的风险自甲方签收时转移。`],
  },
  'sale.title.warranty-missing': {
    hit: [SOUND_CONTRACT],
    miss: [`${SOUND_CONTRACT}\n乙方保证对设备享有完整的所有权，设备不存在抵押、查封等权利负担。`],
  },
  'sale.title.retention': {
    hit: ['甲方付清全部价款前，设备的所有权仍归乙方所有。', '卖方保留货物的所有权直至收到全部货款。'],
    miss: [SOUND_CONTRACT, '设备所有权自交付时转移至甲方。'],
    quote: '所有权仍归乙方所有',
  },
  'sale.title.transfer-missing': {
    hit: [SOUND_CONTRACT],
    miss: [`${SOUND_CONTRACT}\n设备所有权自甲方付清全部价款时转移。`],
  },
  'sale.payment.full-prepayment': {
    hit: ['甲方应于合同签订后3日内支付全部货款，乙方收款后发货。', '买方须预付全额价款。'],
    miss: [SOUND_CONTRACT, '甲方于合同签订后3日内支付30%预付款，验收合格后支付70%。'],
    quote: '支付全部货款',
  },
  'sale.payment.statement-deemed': {
    hit: ['乙方应向甲方提供结算账单（列明价款明细）；甲方应于收到后3个工作日内审核，如无异议则视为认可。'],
    miss: [SOUND_CONTRACT, '甲方收到结算账单后应在10日内审核并书面确认。'],
    quote: '视为认可',
  },
  'sale.delivery.late-liability-missing': {
    hit: ['乙方应于2024年7月1日前交货。甲方逾期付款的，每日按万分之五支付违约金。'],
    miss: [SOUND_CONTRACT],
  },
  'sale.payment.late-liability-missing': {
    hit: ['乙方应于2024年7月1日前交货，逾期交货的每日按万分之五支付违约金。'],
    miss: [SOUND_CONTRACT],
  },
  'sale.liability.cap': {
    hit: ['乙方在本合同项下的赔偿责任总额不超过合同总价的10%。', '卖方的违约责任以已收取的货款为限。'],
    miss: [SOUND_CONTRACT, '违约金不足以弥补损失的，违约方还应赔偿差额。'],
  },
  'sale.order.priority': {
    hit: ['双方确认的订单与本合同不一致的，以订单为准。'],
    miss: ['订单与本合同不一致的，以本合同为准。'],
    quote: '以订单为准',
  },
  'sale.receipt.authorized-signers': {
    hit: ['双方同意以双方人员签收确认的《送货单》作为有效订单及结算货款的依据。'],
    miss: ['以附件所列授权人员签收确认的送货单作为结算依据。', SOUND_CONTRACT],
  },
  'sale.price.undetermined': {
    hit: ['货物单价由双方另行协商确定。', '价格届时协商。'],
    miss: [SOUND_CONTRACT, '货物单价为每吨3,000元。'],
  },
  'sale.quantity.missing': {
    hit: ['乙方向甲方出售钢材，价格按市场价。'],
    miss: [SOUND_CONTRACT, '甲方采购的数量以订单为准。'],
  },
  'sale.instalment.acceleration': {
    hit: ['买方任何一期未按时付款的，卖方有权要求买方立即支付全部剩余价款。'],
    miss: ['买方未支付到期价款的数额达到全部价款的五分之一，经催告后仍未支付的，卖方可以要求支付全部价款。', SOUND_CONTRACT],
    quote: '全部剩余价款',
  },
  'sale.house.transfer-registration': {
    hit: [HOUSE_SALE],
    miss: [`${HOUSE_SALE}\n甲方应于收到首付款后30日内配合乙方办理房屋转移登记。`, SOUND_CONTRACT],
  },
  'sale.house.encumbrance': {
    hit: [HOUSE_SALE],
    miss: [`${HOUSE_SALE}\n甲方保证房屋未设定抵押、未被查封，亦未出租。`, SOUND_CONTRACT],
  },
});
