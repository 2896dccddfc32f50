/**
 * Trigger and non-trigger clauses of the one-sided-clause families, each written on its own (not edits of one
 * sentence): at least three that must fire and two that must not per check. These are the development wordings
 * the rules are written against; the eval's held-out wordings (eval/families/held-out.ts) are never used here.
 */
import { describe, expect, it } from 'vitest';
import { describeChecks, runOne } from '../../testing/check-table';
import { FAMILY_CHECKS } from './families';

describeChecks('general', FAMILY_CHECKS, {
  // Round 3 families (decision 196): development sentences written for these tests, not the eval's round-3 held-out ones.
  'general.family.limitation-waiver': {
    hit: [
      '出借人通过短信向借款人发送还款提醒的，本合同项下债权的诉讼时效即中断。',
      '甲方在报纸上刊登催款声明后，乙方所负债务的诉讼时效同样中断。',
      '债务人同意，本合同项下的还款义务不适用诉讼时效的规定。',
      '双方同意将本合同债权的诉讼时效延长至五年。',
      '借款人自愿放弃诉讼时效届满的抗辩。',
      '承租人不得以出租人主张欠租时已过诉讼时效为由拒绝支付。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '借款人确认本合同项下债务不受诉讼时效限制，出借人可随时主张。',
      '双方约定本合同的诉讼时效期间为十年。',
      '债务人承诺不以债权已过诉讼时效为由进行抗辩。',
      '本合同项下的权利主张期限不受法律规定的时效期间约束。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '借款人事先放弃主张诉讼时效已经届满的抗辩。',
      '承租人同意，即使出租人的租金请求权已过诉讼时效，承租人亦不提出时效抗辩。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '客户应在纠纷发生之日起六个月内提起诉讼，逾期未起诉的，其索赔权利即告消灭。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '本合同项下请求权的诉讼时效自双方全部义务履行完毕之日起计算。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '客户对服务商提出的任何权利主张，须在事件发生后九十日内书面提出，否则视为永久放弃。',
      '承租人的一切请求应当在租赁结束后三十日内提出，否则该请求权消灭。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '承租人请求返还押金的期限为租赁结束后六十日，逾期未请求的，视为诉讼时效已届满。',
      '双方约定，一方以电子邮件催款即构成诉讼时效中断，时效期间自最后一封邮件发出之日起重新计算。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '患者向医院主张赔偿的诉讼时效为自治疗结束之日起三个月。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '任何一方就对方违约主张权利的，应自违约发生之日起三个月内提出，逾期视为放弃该项权利。',
      '施工方应在结算完成之日起六十日内就工程款起诉，逾期建设方不再承担付款责任。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '承包人主张工程款的期限为竣工结算后一年，逾期视为放弃。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '买方向卖方主张质量索赔的诉讼时效，自收货之日起计算，期间为三个月。',
      '经纪人向公司主张提成的诉讼时效为六个月，自提成结算之日起算。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '双方约定，本合同项下一切请求权的诉讼时效期间均延长至八年。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '托运人向承运人主张赔偿的，应在货物交付后六十日内起诉，逾期不得再主张。',
      '承租人请求返还保证金的权利，自合同终止之日起六十日内不行使的即归于消灭。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '承包人就工程质量问题主张赔偿的，应在竣工之日起六十日内向法院起诉，逾期即丧失胜诉权。',
      '出借人对借款人的还款请求，其诉讼时效自出借人发出书面催收通知之日起计算，未催收前时效不起算。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '借款人同意放弃本合同项下债务的诉讼时效抗辩。',
      '双方约定本合同债权的诉讼时效期间为六个月。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '出借人追讨借款的权利在借款到期后十年内均可行使。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '甲方可在任何时候向乙方主张本合同项下的全部债权，不受诉讼时效的限制。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '会员对俱乐部的任何请求权适用三个月的诉讼时效。',
      '出借人的追索权自借款到期之日起十五年内有效，不因时间经过而消灭。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '借款人同意，出借人的债权不受诉讼时效的限制。',
      '加盟商应在知道或应当知道权利受损之日起三十日内向总部主张权利，逾期视为放弃。',
      '双方约定，本合同项下的诉讼时效期间为一年。',
      '债务人承诺放弃本合同项下债务的诉讼时效抗辩权。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '买方就卖方违约主张权利的期间为二十年。',
      '寄件人对快递公司的索赔权利自交寄之日起十日内未行使的，即告消灭。',
    ],
    miss: [
      '权利人向义务人提出履行请求的，诉讼时效依法中断。',
      '诉讼时效依照《中华人民共和国民法典》的规定计算。',
      '甲方向乙方发出的催款通知视为甲方主张权利，诉讼时效自该通知到达之日起中断。',
      '乙方逾期付款超过三十日的，甲方有权解除合同。',
      '本合同项下债权的诉讼时效依照法律规定执行。',
      '本合同项下的违约金请求应在违约事实发生后及时提出。',
      '诉讼时效自权利人知道或者应当知道权利受到损害之日起计算。',
      '买方对货物数量的异议应在收货后七日内提出，逾期视为数量无误。',
      '一方向对方发送的催款函，依照法律规定可以中断诉讼时效。',
      // Decision 222: the fair form of the same terms.
      '本合同项下请求权的诉讼时效依照民法典的规定为三年。',
      '诉讼时效期间为三年，自权利人知道或者应当知道权利受到损害之日起计算。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '买方对货物质量有异议的，应在收货后十五日内书面提出，逾期视为质量合格。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '出借人应在借款到期后三年内主张权利。',
    ],
  },
  'general.family.one-sided-record': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '装修材料的剩余数量由业主现场清点确定，施工方应按业主清点的短缺数量照价赔偿。',
      '仓储货物的破损件数由存货人自行盘点认定，保管人须按存货人盘点的件数赔偿。',
      '货物重量以卖方过磅记录为准，买方不得提出异议。',
      '租户的水电用量按房东抄表数据计算，租户无权质疑。',
      '借款本息余额以出借人账册记载为准。',
      '加工数量由定作方单方统计确定。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '运费以承运人系统记录的数据为准，托运人不得提出异议。',
      '通话时长和流量以运营商计费系统的记录为准。',
      '工程量以发包人单方审核确认的数量为准。',
      '双方的往来款项余额以甲方财务账簿记载为最终依据。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '产品的合格数量按承揽人检验部门出具的检测报告确定。',
      '销售分成的金额以代理商财务的核算结果为准，委托人不得查阅账册。',
      '用水量以供水方水表的读数为准。',
      '快递费以快递公司称重的重量为准计算。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '贷款余额以银行出具的对账单为准，该对账单为借款人欠款的终局证据。',
      '服务的实际完成量以服务方出具的完成证明为准，客户不得提出异议。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '点击量以平台后台统计的数据为准，商户自行委托的第三方统计不作为结算依据。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '货物数量以买方仓库入库单为最终结算依据，卖方的发货记录不作为参考。',
      '电费以供电企业抄表员抄录的读数为准，用电人不得提出异议。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '燃气用量以供气单位抄表记录为准，用气人不得提出异议。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '借款本金及利息的数额均以出借人记账凭证记载为准。',
      '用水量以供水公司计量系统数据为准，用户不得以其自装水表的读数提出异议。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '借款本息及已还款金额均以贷款人的记账凭证为准。',
      '用电量以售电公司的计量数据为准，购电方不得以自装电表的读数提出异议。',
      '车辆损失金额以租车公司合作的评估机构出具的报告为准，承租人不得提出异议。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '工作量由乙方项目经理填写的工时表确定，甲方是否签字不影响其效力。',
      '甲方系统记录的点击量是计算服务费的唯一凭据。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '每月的清运车次按照清运公司调度系统生成的台账计算，物业公司对台账有疑问的，仍应先按台账付款。',
      '设备租赁的计费工时，一律依据出租方现场管理员填写的工时单认定。',
      '双方对广告投放效果的认定，以媒体方提供的后台截图为唯一凭证。',
      '冷库的实际存储吨位依保管方入库磅单记载，存货方自行称重的数据不予采纳。',
      '代理销售的回款金额，按照委托方ERP系统导出的数据结算，代理方不另行核对。',
      '乙方每月的考勤及加班时长，以公司人力资源部门的统计结果为结算加班费的依据，员工不得另行主张。',
      '油品交付数量按卖方油罐计量表读数确定，该读数对双方具有约束力。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '仓储费以仓储公司系统出具的月度账单为准，客户收到账单后即按账单金额付款。',
      '劳务工日以总承包方项目部的考勤为准，劳务班组自己的记工单不作为结算依据。',
      '广告曝光量以媒体后台统计为唯一依据，广告主委托第三方的监测数据不予采信。',
      '收购的粮食水分及等级以收购企业自行检测的结果确定，并据此计算价款。',
      '客户对维修质量有异议的，以维修厂内部质检部门的结论为准，客户不另行申请鉴定。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '施工方完成的工程量以建设单位现场代表的签认为准，未签认的部分不予计量。',
      '双方对账以甲方系统导出的数据为准，乙方记录与之不一致的，以甲方记录为准。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '收购的茶叶等级及重量由收购商过磅定级确定，茶农不得要求复检。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '房屋的用电量以物业服务中心抄录的读数为准。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '本合同项下的工作量以甲方审核确认的数额为准，乙方报送的数据仅供参考。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '奶农交售的鲜奶数量和等级以乳企出具的计量单为唯一结算依据。',
      // Round-22 meanings in the lead's own words (decision 227), not the round-22 sentences.
      '平台系统记录的成交金额为结算佣金的唯一依据。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '运输里程以承运人车载系统记录作为唯一结算依据。',
      '直播间的观看人数以平台后台数据为准，品牌方不得以第三方统计数据提出异议。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '供水量以供水单位抄表数据为准，用水人对抄表数据不得提出异议。',
      '工时以用工单位的考勤记录为准，劳务人员不得提出异议。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '快递包裹的重量以快递公司系统称重记录为准，寄件人不得以其他称重结果提出异议。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '直播间的成交额以平台后台报表为最终结算依据，商家的第三方统计数据仅供参考。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '电费以供电企业电表读数为准，用电人不得申请第三方检测。',
    ],
    miss: [
      '结算数量以双方签字确认的对账单为准。',
      '水电费按实际抄表读数计算，抄表时双方共同在场确认。',
      '乙方应于每月十日前支付上月费用。',
      '工程量以发包人与承包人双方共同审核确认的数量为准。',
      '甲方按实际支出情况据实报销，以财务报销凭证为准。',
      '货物数量以双方共同签字确认的入库单为准。',
      '出借人应在收到借款人还款后出具收据，借款余额以双方签字确认的对账单为准。',
      // Decision 222: the fair form of the same terms.
      '冷库的存储吨位由保管方与存货方共同过磅确认。',
      '广告投放效果以双方共同认可的第三方监测机构数据为准。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '鲜奶数量以双方共同签字确认的计量单为结算依据。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '运输里程以双方共同确认的行车记录为准。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '电费以供电企业电表读数为准，用电人有异议的，可以申请第三方检测。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '布料裁剪的边角损耗由品牌方与服装厂共同盘点确定，超出合理损耗的部分由服装厂赔偿。',
      '仓储货物的破损件数由存货人与保管人共同清点确认，保管人按确认的件数赔偿。',
    ],
  },
  'general.family.short-inspection': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '玉米种子的出苗率问题，购种农户须在提货后三日内书面提出，逾期视为种子质量合格。',
      '种蛋的孵化率异议须在签收后四十八小时内提出，超过该时限由养殖场自行承担损失。',
      '屋面防水工程竣工后七日内发包人未提出渗漏问题的，视为防水质量合格。',
      '收货人应当场清点验收，离开后提出的质量问题供货方不予处理。',
      '租户交接当日未书面提出的，房屋设施视为完好无损。',
      '定作人应在接收成果后两天内检验，逾期视为检验合格。',
      '买方签字即视为确认货物无任何质量瑕疵。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '需方应于到货当日完成验收，逾期未提出书面异议的，视为货物质量合格。',
      '买受人签收即视为对货物数量、质量均无异议。',
      '定作人应在交付后24小时内提出质量异议，超过该期限的，承揽人不再承担责任。',
      '业主收房时未提出的问题，开发商不再负责维修。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '发包人在竣工验收证书上签章后，即视为工程全部合格，不得再提出质量异议。',
      '买方在验收单上签字即视为产品质量完全合格，以后不得以质量问题提出任何主张。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '业主在交房确认书上签字，视为对房屋质量验收合格，此后发现的质量问题由业主自行处理。',
      '用户首次登录系统即视为验收合格，此后不得以质量缺陷为由提出异议。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '提货人签收提货单即视为货物质量无误。',
      '系统上线后，客户应在四个工作日内完成测试，逾期未提出书面意见的视为验收合格。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '买受人在收货单上签字，即表明货物的规格、质量均已验收合格，此后不得提出质量异议。',
      '承租人在交接清单上签字即表示房屋设施完好，此后发生的损坏均由承租人负责维修。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '承租人签署交接单，即视为认可房屋不存在任何质量瑕疵。',
      '收货人在签收单上签字即表明货物数量和质量完好，事后发现的短缺由收货人承担。',
      '买方应在到货之日起三日内书面提出质量异议并提供检测报告，否则卖方概不负责。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '买方应在收货之日起五日内书面提出质量异议并附具检测报告，否则卖方概不负责。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '对于隐蔽瑕疵，买方亦应在收货后十日内提出，否则卖方不再承担责任。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '软件交付后客户应于两个工作日内完成测试，期满未反馈的，即认定软件通过最终验收。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '客户收到系统交付物后三个工作日内未提交问题清单的，视为系统通过最终验收。',
      '材料进场时经收货方仓管员点收的，即视为收货方对材料数量和质量均无异议。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '房屋交付时买受人签字确认的，视为买受人对房屋的质量及配套设施均无异议。',
      '苗木的成活率问题须在收货之日起五日内提出，超过该期限卖方不再受理任何质量异议。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '买方应在卸货时当场验货，车辆离开后提出的质量问题，卖方一概不予受理。',
      '顾客取货时已当面检查家具，取货后发现的划痕、色差问题，商家不负责处理。',
      '种子到货时农户须当场查验，事后提出的品质异议，供货方概不受理。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '租户入住时签署的交接清单视为对房屋设施状况的最终确认，入住后发现的任何问题由租户自行负责。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '系统上线后三个工作日内客户未书面提出问题清单的，视为系统通过验收并满足全部需求。',
      '买方提货时签署收货确认单的，视为货物不存在任何质量问题。',
      '系统交付后五个工作日内客户未书面提出问题清单的，视为系统已通过验收。',
      '买方接收设备时签署交接确认单的，视为设备不存在任何质量问题。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '购买方在播种前未提出异议的，视为种子质量合格，此后的出芽问题不再受理。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '买方就隐蔽瑕疵提出异议的期限为收货后十日，逾期视为货物合格。',
      '种植户对种子发芽率的异议须在领种当日提出，播种后出现的问题一律不认定为种子质量问题。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '客户须在软件部署后一个工作日内完成功能测试，逾期未提出问题的，视为软件验收合格。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '苗木成活率问题须在交货后七日内书面提出，栽种后方能发现的亦同。',
      '系统上线当日客户未书面反馈的，视为系统满足全部技术指标。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '系统上线后四日内甲方未提交书面测试报告的，视为系统验收合格且满足全部功能需求。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '买受人应在提货时当场检验，离开仓库后提出的质量异议一概不予受理。',
      '装修工程完工后二日内业主未书面提出问题的，视为工程质量合格。',
      '种苗交付后三日内未提出异议的，视为种苗质量合格，其后出现的成活率问题由买方自负。',
      '客户应在签收快件时当面验货，签收后提出的任何货损索赔快递公司概不受理。',
      '二手车交付时买方应当场检查，交车后发现的任何问题由买方自行负责。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '家具送货安装完毕时客户应当场验收，事后提出的质量问题商家不予处理。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '购房人办理收房手续的，即视为房屋质量合格。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '买方应在收货后二十四小时内提出质量异议，逾期视为货物合格。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '果树苗定植后五天内没有枯死的即视为成活，以后枯死的卖方不再负责补苗。',
      '种鸡苗交付后五日内未出现死亡的，视为存活合格，以后死亡的概由养殖户负责。',
    ],
    miss: [
      '甲方应于收到乙方对账单后3个工作日内核对，如无异议则视为认可。',
      '需方应在收货后三十日内进行检验，发现质量问题的可书面提出异议。',
      '设备质量保证期为验收合格之日起十二个月。',
      '甲方应在2024年3月1日前交付房屋，乙方验收合格后支付首期租金。',
      '业主收房时发现的问题，开发商应在三十日内维修；保修期内的问题按保修约定处理。',
      '买方应在收货后三十日内检验，检验期满未提出异议的视为合格。',
      '乙方在交接单上签字确认前有权对房屋设施进行检查。',
      '承租人签署交接单前有权对房屋设施进行检查并记录瑕疵。',
      '对于隐蔽瑕疵，买方应在质量保证期内提出。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '买方应在收货后三十日内对货物品质进行检验，并书面提出异议。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '系统交付后三十日内为验收期，客户发现缺陷的可以书面提出，经修复后重新验收。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '买方对隐蔽瑕疵的异议期为收货后二年，但质量保证期另有约定的除外。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '种子发芽率问题，种植方可在播种后三十日内提出，隐蔽瑕疵亦同。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '买方应在收货后十五日内检验，隐蔽瑕疵自发现之日起九十日内提出。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '种子的发芽率异议，购种人可在播种后三十日内凭农业部门的鉴定意见提出。',
      '种子发芽率不低于百分之八十五，买方应在收货后三日内核对数量和包装，逾期视为数量无误。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '苗木栽植后三个月内死亡的，由卖方免费补苗，成活率以栽后三个月检查为准。',
      '苗木移栽后七日内，买方应每日浇水养护并做好遮阴。',
    ],
  },
  'general.family.forum-designated': {
    hit: [
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '协商不成的，任何一方可向甲方指定的人民法院起诉。',
      '争议协商不成的，提交贷款人选定的仲裁委员会仲裁。',
      '本合同纠纷由卖方届时书面指定的法院审理。',
      '管辖法院由出租人在起诉时选定。',
      '就本协议提起的诉讼，平台可以在其任一关联公司所在地法院进行。',
      '服务方有权选择其认为便利的法院管辖。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '发生争议时，由甲方届时选择的人民法院管辖。',
      '委托方有权在其认为方便的任何法院提起诉讼。',
      '本合同纠纷由出借人指定的法院审理。',
      '管辖法院由平台根据案件情况确定，用户对此不持异议。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '因本合同发生的诉讼，由出卖人届时书面告知的人民法院管辖。',
      '保理商可以在其各分公司所在地中选择一地法院起诉，卖方不得提出管辖异议。',
      '平台可根据纠纷具体情况自行决定管辖法院。',
      '出卖人有权视情况决定在出卖人所在地或者买受人所在地的人民法院起诉。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '出借人可在出借人住所地、借款人住所地或合同签订地法院中任选其一起诉。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '出借人可以在其住所地、借款人住所地或者合同签订地人民法院中选择一个起诉，借款人只能向出借人住所地法院起诉。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '管辖法院由出借人在起诉时根据其便利选定，借款人对此无异议。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '诉讼地点由出借人根据收款需要另行书面通知，借款人应当接受。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '本合同争议由乙方届时指定的仲裁机构或人民法院解决。',
      '双方同意由出租人在起诉时选定的人民法院审理本合同纠纷。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '各方同意由出租人在提起诉讼时选定的法院管辖本合同纠纷。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '本合同争议由甲方在争议发生后确定的仲裁委员会仲裁。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '发生争议的，提交平台届时指定的仲裁委员会或人民法院处理。',
      '争议由承包方书面通知中指明的人民法院管辖。',
      '管辖法院由贷款人在起诉时从其住所地、借款人住所地或合同签订地中选择确定。',
      '发生纠纷时，品牌方可以在其认为合适的地点起诉。',
      '股东之间的纠纷由大股东在起诉时选择的人民法院管辖。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '本合同纠纷由贷款人在贷款人住所地、借款人住所地或合同签订地中任选一地的人民法院管辖。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '经销商同意，品牌方可自行在其各分公司所在地中确定受理本合同纠纷的法院。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '贷款人有权在起诉时自主选定管辖法院。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '本合同纠纷由贷款人届时指定的法院管辖。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '发生争议时，银行可以选择其任一分支机构所在地法院管辖。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '因本合同产生的纠纷，由贷款人届时选定的仲裁机构仲裁。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '如发生争议，出租人有权在出租人所在地或房屋所在地中任选一个法院起诉。',
    ],
    miss: [
      '双方协商不成的，应提交甲方所在地的仲裁委员会仲裁。',
      '协商不成的，由双方共同选定的仲裁机构仲裁。',
      '双方同意选择合同签订地人民法院管辖。',
      '甲方有权选择要求乙方继续履行或解除合同，并可向人民法院起诉。',
      '因本合同引起的争议由被告所在地人民法院管辖。',
    ],
  },
  'general.family.pay-despite-dispute': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '承租人不得以出租人未履行维修义务为由拒付或迟延支付任何一期租金。',
      '买方不得以货物存在质量问题或卖方未提供合格证明文件为由拒绝支付、暂缓支付货款。',
      '无论服务商是否按约交付全部成果，客户均不得以此为由拒绝或迟延支付服务费。',
      '即使对账单金额有异议，客户也应先行付清，之后再行核对。',
      '租户不得以房屋存在瑕疵或出租方其他违约为由拒交或少交租金。',
      '甲乙双方发生纠纷期间，乙方仍须按时缴纳服务费。',
      '无论对质量是否存在争议，买受人均应于提货前付清全款。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '即使双方对服务质量存在争议，客户仍应按期足额支付服务费，争议另行解决。',
      '买方对货物质量提出异议的，不影响其按本合同约定支付货款的义务。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '甲方对乙方报送的结算金额有异议的，应先按乙方报送的金额全额付款，争议部分另行处理。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '租金的交纳不因双方就房屋维修存在争议而暂停或减少。',
      '双方对结算金额有分歧时，买方应先按卖方开具的发票金额付款。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '客户对服务质量的异议不构成其拒绝付款的理由。',
      '不论双方对账单是否有争议，买方均应按照卖方发票所载金额在收到发票后十日内全额付款。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '无论经销商是否同意返利核算结果，均应在收到结算单后七日内全额付款，付款后方可提出异议。',
      '客户对账单有异议的，在运营商处理完毕之前，客户仍应按时缴纳当月费用。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '无论代理商是否同意佣金核算结果，均应在收到账单后五日内付清，付清后才能提出异议。',
      '会员对扣款提出投诉的，在俱乐部复核完毕前，会员仍须按期缴纳月费。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '客户对账单金额有疑问的，应先付清全部款项后方可申请核查。',
      '在仲裁程序进行期间，加盟商应按原标准继续缴纳加盟费，待裁决生效后再行结算。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '客户对话费有疑问的，应先缴清全部欠费后方可申请核查。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '在任何争议处理期间，买方不得暂停支付到期货款，也不得将货款提存。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '客户对服务成果存在争议的，不影响其按期支付服务费的义务。',
      '用户对计费结果提出质疑的，在质疑处理完毕前仍应照单付费。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '甲方对乙方提交的结算单有异议的，应当先行支付结算单所列全部款项，再行协商。',
      '租户对物业费账单存在争议的，不影响其按账单金额按期缴费的义务。',
      '双方就工程质量发生争议的，发包人不得因此迟延支付进度款。',
      '采购方不得以货物质量存在争议为由拒付或缓付货款。',
      '在争议解决之前，客户仍须按期足额支付服务费，待争议解决后再行结算。',
      '被许可方对许可费计算有不同意见的，应先付款后申诉。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '客户对账单金额有疑问的，应在付清当月全部费用后方可申请复核。',
      '承租人与出租人就租金数额发生争议的，承租人仍应按期支付全部租金，争议期间不得暂停付款。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '发包人就工程质量提出的任何主张，均不构成其暂缓支付工程款的理由。',
      '客户对维修费用有异议的，应先结清全部费用，再向维修厂提出复核申请。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '用户对账单有异议的，应先缴清全部费用，物业公司方受理其异议。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '双方对燃气计量数据有争议的，争议解决前用户应先按燃气公司的账单付款。',
      '双方对水费计量存在争议的，在争议解决前，用户应按供水公司的账单先行缴费。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '学员对课时费用有疑问的，应先结清全部费用后再申请复核。',
      '客户对账单有疑问的，应在结清全部费用后再提出核查申请。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '客户对账单有异议的，应在异议处理期间按账单金额全额付款。',
      '业主对物业服务质量的任何不满，均不影响其按期缴纳物业费的义务。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '买方对结算金额的任何质疑都不中止买方按期付款的义务。',
      '在投诉处理完毕之前，平台仍按原标准继续收取服务费。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '会员对收费标准有异议的，不免除其按时缴纳会费的义务。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '无论客户对服务质量是否存在异议，均应按时足额支付服务费。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '业主对物业服务质量有异议的，应先缴清物业费后再向物业公司提出。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '承租人对维修质量有意见的，不得以此为由拒交或缓交租金。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '即使客户对账单有异议，也应先行全额付款，异议另行解决。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '客户对服务费金额有争议的，应先全额支付，争议解决后再行结算。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '无论用户是否认可扣费明细，平台均有权按账单金额自动扣款。',
    ],
    miss: [
      '甲方不得以乙方未开具发票为由拒付货款。',
      '出租人未履行维修义务的，承租人有权暂停支付相应期间的租金。',
      '对账单有异议的，乙方应在收到后五日内书面提出，双方核对确认后付款。',
      '争议解决期间，除争议事项外，双方应继续履行本合同其他条款。',
      '买方有权在质量争议解决前暂缓支付争议部分的货款。',
      '买方对质量有异议的，可以在异议解决前暂缓支付有争议部分的货款。',
      // Decision 222: the fair form of the same terms.
      '租户对物业费账单有异议的，可以在核对确认后缴纳无争议部分。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '用户对账单有异议的，可以在收到账单后十日内书面提出，物业公司应予核查。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '双方对计量数据有争议的，可以申请法定计量检定机构检定，争议期间按无争议部分结算。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '客户对账单有疑问的，可以在收到账单后十日内提出核查申请，核查期间暂缓支付有争议的部分。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '买方对货物质量有异议的，可以暂缓支付有争议部分的货款。',
      '双方对结算金额有争议的，无争议部分应按期支付，有争议部分待协商一致后支付。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '会员对收费标准有异议的，对无争议的部分应按时缴纳，有争议的部分可暂缓缴纳。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '用户对扣费明细有异议的，平台应暂停扣款并在核实后按确认的金额扣款。',
    ],
  },
  // Round 2 families (decision 193): sentences written for these tests, not the eval's held-out ones.
  'general.family.guarantee-unlimited': {
    hit: [
      '保证人对借款人在本合同项下的全部债务承担连带责任，担保金额不设上限。',
      '担保人自愿放弃法律赋予保证人的各项抗辩权利。',
      '担保人同意放弃先诉抗辩权，债权人有权直接要求担保人履行。',
      '保证人为债务人现在和将来对债权人所负的一切债务提供保证。',
      '保证期间自本合同生效之日起直至借款本息全部还清时止。',
      '担保方对承租人的全部租赁债务承担保证责任，不受期限和金额的限制。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '保证人对债务人在本合同项下及其他任何合同项下对债权人所负的一切债务承担连带保证责任，保证额度不限。',
      '保证期间为主债务履行期届满之日起至主债务全部清偿之日止。',
      '担保人同意债权人可以直接要求担保人履行，担保人放弃先诉抗辩权。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '保证人同意，无论债务人是否有财产可供执行，债权人均可径直要求保证人代为清偿。',
      '保证人不得以债权人未先向主债务人追偿或未对主债务人财产强制执行为由，拒绝承担保证责任。',
      '担保人对借款人现有的和将来可能发生的全部债务提供担保，该担保不因主合同的任何变更而减轻或免除。',
      '本保证的期间自签署之日起，至出借人书面通知解除保证责任时止。',
      '担保人对债务人现时及今后所负的全部债务承担连带责任，担保金额没有上限。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '保证人对债务人所负的全部债务承担保证责任，保证范围不设最高额限制。',
      '保证方式为一般保证，但保证人放弃先诉抗辩权。',
      '债权人与债务人协议提高借款利率的，不必经保证人同意，保证人对变更后的债务继续承担保证责任。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '保证人对债务人的全部债务承担连带保证责任，保证期间为永久。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '即使债权人放弃其对债务人财产设定的抵押权，保证人仍应对全部债务承担连带保证责任。',
      '债权人变更或解除质押的，保证人承担的保证责任不因此减轻。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '保证人的保证期间为主债务履行期限届满之日起二十年。',
      '本担保函的保证期间至主债务全部清偿后满十五年止。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '保证人不得要求债权人先向债务人追偿，债权人有权直接要求保证人清偿全部借款。',
      '反担保人对担保人因履行担保责任支出的一切款项承担连带责任，不以本合同约定的金额为限。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '本保证在债权人书面解除前持续有效，保证金额以债权人届时主张的数额为准。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '乙方法定代表人作为保证人，对乙方在本合同及今后签订的任何合同项下的一切债务承担连带责任。',
      '即使主合同被认定无效，保证人仍对承租人的全部给付义务承担连带责任。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '保证人对债务人现在和将来对债权人负有的一切债务承担连带保证责任，直至全部债务清偿完毕之日止。',
      '担保人同意，债权人可以不先向主债务人追索而直接要求担保人承担全部清偿责任，担保人不得以任何理由拒绝。',
      '主合同双方变更借款金额或还款期限的，无需取得保证人同意，保证人继续对变更后的债务承担保证责任。',
      '保证人的保证责任不受主合同效力的影响，主合同无效的，保证人仍按本合同承担保证责任。',
      '保证人放弃一切基于债务人的抗辩，在债权人要求时无条件代为清偿。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '公司股东以其个人全部财产为公司在本合同项下的一切债务承担担保责任，担保期间至公司与债权人全部交易结束后满五年。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '保证期间自借款到期之日起算，至出借人实际收回全部借款之日止。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '保证人对债务人与债权人之间今后发生的全部债务承担保证责任，且不得撤回本保证。',
      '保证人对债务人在任何期间内与债权人发生的所有借款承担连带责任，且无权解除本保证。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '本保证虽为一般保证，但债权人未对债务人财产强制执行的，保证人亦不得据此拒绝承担责任。',
      '公司股东以其个人全部财产为公司的一切货款提供担保，担保期间不受限制。',
      '保证期间至主债权全部清偿之日止。',
      '保证人的保证责任期间持续至债权人的全部债权得到清偿时为止。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '加盟商的实际控制人以其个人及家庭全部财产对加盟商的一切欠款承担连带清偿责任，不受期限限制。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '保证人同意，债权人无需先行向债务人追索，即可直接要求保证人清偿全部欠款。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '保证方确认，出租人可不经向承租人催收，径行要求保证方支付所欠全部租金。',
      '保证人提供的最高额保证不约定最高限额，凡借款人欠付银行的款项均在担保范围内。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '保证人对主合同变更后的债务继续承担保证责任，债权人与债务人变更还款期限的，保证责任不受任何影响。',
      '本最高额保证的担保范围为借款人对贷款人的全部欠款及费用，不受最高债权额的约束。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '本合同担保的最高本金余额以银行届时实际提供的授信金额为准。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '保证人对债务人现在及将来对债权人所负的一切债务承担连带保证责任，保证期间至全部债务清偿之日止。',
      '担保人同意，债权人可以不先向债务人追偿而直接要求担保人履行全部担保责任。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '保证人的保证范围包括主债务及债务人对债权人的其他一切负债。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '担保人对借款人在本合同及今后与出借人签订的全部借款合同项下的债务承担连带责任。',
      '保证人同意放弃先诉抗辩权，债权人可直接要求保证人清偿。',
      '本保证不设期限，直至主债务全部清偿完毕之日止。',
      '保证人的保证责任不因债权人放弃抵押物而减轻。',
      '保证人同意，主合同变更的，无需经保证人同意，保证人仍对变更后的债务承担保证责任。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '担保期间自本合同签订之日起持续有效，直至债权人书面解除为止。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '保证人对债务人在本合同项下及今后发生的一切债务承担连带保证责任。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '反担保人的担保范围包括担保公司自行确定的其他费用。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '保证人虽承担一般保证责任，但债权人未就主债务人财产提起诉讼前，保证人亦不得拒绝清偿。',
      '本保证为一般保证，保证人同意在主合同纠纷经审判或仲裁之前即按债权人要求履行保证义务。',
      '担保人同意，在出租人对承租人的追索程序终结前，担保人亦应按出租人的通知先行代为支付欠租。',
      '本担保函项下的保证义务永久有效，主债务的履行期限无论如何延长，保证人均继续承担责任。',
      '保证人的责任不因债权人与债务人对借款合同所作的任何修改或展期而减轻或免除。',
      '保证人的担保义务长期存续，不因租赁合同的续租、租金调整或其他变化而受到影响。',
    ],
    miss: [
      '保证人在最高债权额人民币伍拾万元的范围内承担连带责任保证，保证期间为主债务履行期限届满之日起二年。',
      '保证人的保证范围为本合同项下的借款本金及利息，保证期间为借款期限届满之日起六个月。',
      '乙方应于每月五日前支付当月租金。',
      '保证人仅对本合同项下债务承担保证责任，保证金额以人民币五十万元为限。',
      '保证人对债务人现时的借款本金承担保证责任，保证金额以十万元为限。',
      '保证方式为一般保证，保证人享有先诉抗辩权。',
      '本合同为最高额保证，最高债权额为人民币一百万元。',
      '保证人在债权人放弃抵押权的范围内免除保证责任。',
      '保证人的保证期间为主债务履行期限届满之日起三年。',
      '保证人享有先诉抗辩权，债权人应先就债务人的财产申请强制执行。',
      '保证人的保证期间为主债务履行期限届满之日起二年。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '保证人在最高额人民币一百万元的范围内，对债务人在二〇二六年内发生的借款承担保证责任。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '保证期间为主债务履行期限届满之日起六个月。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '保证人在最高债权额人民币五百万元的范围内承担连带保证责任。',
      '债权人应当先就债务人的财产申请强制执行，不足部分由保证方承担保证责任。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '债权人与债务人变更主合同的，应当取得保证人书面同意，未经同意加重债务的，保证人对加重部分不承担保证责任。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '本合同担保的最高本金余额为人民币五百万元。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '本保证为一般保证，在债务人财产依法强制执行仍不能履行债务前，保证人有权拒绝向债权人承担保证责任。',
      '经保证人书面同意展期的，保证责任不因展期而受影响，保证期间为主债务履行期限届满之日起六个月。',
      '保证人的保证责任不因主合同的变更而加重。',
      '本担保函在保证期间内持续有效，保证期间为主债务履行期限届满之日起六个月。',
    ],
  },
  'general.family.forum-one-sided': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '本协议于乙方办公地点签署，因本协议发生的争议由签约地人民法院管辖。',
      '本加盟合同在特许方总部签订，双方一致同意争议提交合同签订地法院诉讼解决。',
      '本合同签订地点：出借人住所，争议由签订地人民法院管辖。',
      '本合同争议由甲方所在地人民法院管辖。',
      '协商不成的，任何一方应向平台运营方住所地人民法院起诉。',
      '发生争议的，提交委托方住所地法院诉讼解决。',
      '因本合同引起的纠纷，均由贷款人所在地的人民法院管辖。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '因本合同引起的纠纷，由出卖人住所地人民法院管辖。',
      '双方同意，本合同项下争议提交平台运营方所在地的人民法院诉讼解决。',
      '如发生诉讼，由甲方注册地人民法院专属管辖。',
      '涉及本合同的诉讼，均应在许可方所在城市的法院提起。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '本合同项下的争议由乙方（出卖人）所在地人民法院管辖。',
      '因本合同引起的纠纷，由甲方（发包人）住所地人民法院管辖。',
      '双方的一切争议只能向出租人住所地人民法院起诉，不论承租人住所地或房屋所在地在哪里。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '本合同争议由供应商总部所在地（即深圳市南山区）人民法院管辖。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '本合同纠纷由出租人营业执照登记地人民法院专属管辖。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '凡因本合同发生的一切纠纷，均由集团总部所在地人民法院审理。',
      '双方同意，本合同纠纷由服务商所在地有管辖权的人民法院专属管辖。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '因本协议产生的纠纷，应向服务商运营主体所在地（即上海市浦东新区）有管辖权的人民法院提起诉讼。',
      '发生争议协商不成的，任何一方均应向银行营业机构所在地人民法院起诉。',
      '因本合同发生的纠纷，由用人单位所在地的人民法院处理。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '发生争议的，应向许可方经常居住地的人民法院起诉。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '本协议项下的争议提交网站经营者注册地的人民法院诉讼解决。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '争议提交电商平台运营者所在地有管辖权的人民法院诉讼解决。',
      '因本合同发生的诉讼由合同签订地法院管辖，合同签订地为培训学校所在地。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '因本合同引起的诉讼，均由承运人工商登记地人民法院审理。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '本合同纠纷由出租人住所地人民法院管辖。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '本合同纠纷由供货商所在地人民法院管辖。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '双方约定，本合同争议由甲方住所地法院管辖。',
      '因本合同引起的纠纷，应向出借人所在地人民法院提起诉讼。',
      '争议由平台公司注册所在地的法院管辖，用户不得向其他法院起诉。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '凡因本协议引起的争议，均应提交出租方所在地人民法院诉讼解决。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '因会员服务产生的纠纷，由本俱乐部所在地人民法院管辖。',
    ],
    miss: [
      '因本合同引起的争议，由原告所在地人民法院管辖。',
      '因房屋租赁合同纠纷提起的诉讼，由房屋所在地人民法院管辖。',
      '争议由合同签订地人民法院管辖。',
      '甲方住所地：北京市朝阳区建国路1号。',
      '因本合同发生的争议，由合同履行地所在城市的人民法院管辖。',
      '本合同的争议由合同履行地人民法院管辖。',
      '因本合同发生的争议，由被告住所地人民法院管辖。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '本合同争议由合同签订地人民法院管辖。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '本合同在北京市海淀区签订，双方同意由合同签订地人民法院管辖。',
      '本合同在甲方住所地签订，因本合同发生的争议由房屋所在地人民法院管辖。',
    ],
  },
  'general.family.non-compete': {
    hit: [
      '劳动者在离职后三年内不得自营或者为他人经营与公司同类的业务。',
      '离职员工在两年内不得加入与本公司有竞争关系的企业，单位不会因此向其发放补偿。',
      '乙方在合作结束后永久不得从事与甲方相竞争的业务。',
      '员工离职后二十四个月内不得到同行业企业任职，公司不支付任何竞业补偿。',
      '竞业限制期为劳动合同终止后三十六个月。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '员工离职后五年内不得在任何与公司存在竞争关系的单位任职，公司无需支付任何补偿。',
      '乙方在劳动合同解除或终止后三年内，不得从事与甲方相同或类似的业务。',
      '竞业限制的地域范围为全球，期限为离职后二年，竞业限制补偿已包含在在职期间的工资中。',
      '劳动者离职后二十四个月内不得自营或为他人经营任何行业的业务。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '加盟商在合同终止后五年内，不得在全国任何地区经营与加盟品牌相同的业务。',
      '学员毕业后两年内不得到本机构以外的同类培训机构任教，且本机构不予任何补偿。',
      '主播在合约终止后三年内不得在其他直播平台进行直播，公司不向主播支付补偿费用。',
      '承包方的项目人员在本合同期满后两年内不得受雇于发包方的竞争对手，发包方无需支付补偿。',
      '学员结业后四年内不得到同行业的其他机构任职。',
      '合作期满后三年内，服务商及其员工不得为委托方的竞争对手提供服务。',
      '合同终止后八年内，加盟商不得在任何地区从事烘焙行业的经营。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '在合作期内及合作结束后两年内，供应商不得向委托方的同行业企业供货，委托方无须因此支付任何对价。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '加盟商在合同终止后八年内，不得在全国范围内经营任何烘焙业务。',
      '主播解约后两年内不得以任何形式参加直播或代言活动，公司不支付补偿。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '员工离职后竞业限制期内，公司不另行支付竞业限制补偿金，该补偿已计入员工在职期间的薪酬。',
      '竞业限制经济补偿已包含在劳动者的月工资中，离职后用人单位不再支付。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '实习生在实习期满后两年内不得入职与实习单位有业务往来的任何企业，实习单位不支付补偿。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '特许经营合同终止后五年内，被特许人不得在全国范围内从事任何同类经营。',
      '顾问在服务期间及服务结束后无限期不得为任何第三方提供类似的咨询服务。',
      '股东退出后八年内不得经营任何与公司相竞争的业务。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '工程师在职期间及离职后三年内，不得以任何形式为全国范围内的任何软件企业提供服务。',
      '店员应遵守竞业限制义务，离职后两年内不得到任何餐饮企业工作。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '合同终止后，代理商永久不得经营与委托人相竞争的产品。',
      '保洁员入职须签署竞业限制协议，离职后两年内不得到任何物业公司工作。',
      '竞业限制期间，公司每月向员工支付补偿三百元，员工离职后两年内不得到同行业企业任职。',
      '合作终止后的任何时间，代理方均不得经营与品牌方相竞争的产品。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '超市收银员离职后两年内不得在全国任何零售企业工作，公司每月支付补偿八百元。',
      '护士离职后三年内不得在本省任何医院执业，医院不支付补偿。',
      '店员离职后十八个月内，不得在全国任何餐饮企业工作，公司按月支付补偿人民币三百元。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '销售代表离职后两年内不得在全国范围内从事医药行业的任何岗位。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '销售总监离职后两年内不得到任何医药企业任职，公司每月按其原工资的百分之十五支付竞业补偿。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '销售经理离职后一年内不得到竞争对手处任职，公司按每月二百元向其支付竞业补偿。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '员工离职后五年内不得从事与公司相同或类似的业务，公司无需支付竞业限制补偿金。',
      '保洁员离职后两年内不得到同行业其他公司工作。',
      '主播在合作期满后三年内不得在其他任何直播平台进行直播。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '前台接待员离职后一年内不得到其他酒店工作。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '技术员承诺，自离职之日起三年内不以任何形式为同行业企业提供服务。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '外卖骑手离职后两年内不得为其他外卖平台提供配送服务。',
      '员工离职后三年内不得从事任何与公司业务相关的工作，公司不支付任何补偿。',
    ],
    miss: [
      '劳动者离职后一年内不得到与本单位有竞争关系的单位就职，用人单位在竞业限制期限内按月向劳动者支付经济补偿。',
      '任何一方不得在合作期间与对方的客户从事相同业务的交易。',
      '乙方离职后应当办理工作交接。',
      '员工在职期间不得自营或者为他人经营与公司同类的业务。',
      '合同终止后三年内，双方均不得泄露对方的商业秘密。',
      '学员结业后可自主选择就业单位，培训机构不作任何限制。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '竞业限制期间，公司每月按员工离职前十二个月平均工资的百分之三十支付补偿，期限为两年。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '店员离职后不负有竞业限制义务，公司不支付补偿。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '技术总监离职后两年内不得到与公司有竞争关系的单位任职，公司每月按其离职前工资的百分之三十支付竞业限制补偿。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '销售经理离职后一年内不得到竞争对手处任职，公司按其离职前十二个月平均工资的百分之三十按月支付补偿。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '前台接待员在职期间不得在其他酒店兼职。',
    ],
  },
  'general.family.liability-unlimited': {
    hit: [
      '乙方应赔偿甲方因此产生的一切损失，包括间接损失和可得利益损失。',
      '供应商对采购方因产品缺陷所受的全部损失承担补偿责任，补偿金额无任何上限。',
      '运营方对会员的赔偿不受限额约束，包括会员的营业损失。',
      '买受人须赔偿出卖人的一切损失（含间接损失），无论该损失是否超出其订约时能够预见的范围。',
      '服务商对客户的违约赔偿不设任何金额上限，客户的利润损失亦在赔偿之列。',
      '如乙方违约，乙方须承担全部赔偿责任，赔偿金额不受合同价款的限制。',
      '承租人应对出租人的所有损失负责，包括但不限于营业损失、商誉损失等间接损失。',
      '供方对需方因产品缺陷遭受的损失承担无限连带赔偿责任。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '物业服务人违反本合同约定的，应赔偿业主由此遭受的一切损失，包括直接损失和间接损失，赔偿范围不受本合同服务费总额的限制。',
      '加工方交付的产品不符合约定的，委托方因此对外承担的违约金、赔偿金、罚款以及商誉损失、预期利润损失，均由加工方全额承担。',
      '乙方对其违约行为给甲方造成的全部后果负责，前述赔偿不设上限。',
      '如因承运人原因导致货物延误，承运人应赔偿托运人由此产生的一切直接、间接及衍生损失。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '卖方违约的，本合同有关赔偿上限的条款对卖方不适用，卖方应赔偿买方的全部间接损失。',
      '出租人应赔偿承租人的一切损失，包括出租人能够预见和不可预见的间接损失。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '本合同中以合同金额为限的赔偿上限不适用于供货方，供货方须赔偿采购方的一切间接损失。',
      '服务商对客户的全部损失负责，包括预期利润损失，且不受可预见性规则限制。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '承包人应赔偿发包人因工程质量问题遭受的一切损失，包括停产停业损失、第三方索赔、行政罚款以及发包人对其客户支付的赔偿。',
      '供应商须赔偿采购方由此产生的全部损失，包括但不限于生产停滞损失、召回费用、政府罚款及采购方向下游客户承担的违约金。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '供应商应赔偿采购方已发生和将来可能发生的全部损失，包括停产期间的预期利润和增加的借款利息。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '出卖人应按买受人已经发生及今后可能发生的全部损失赔偿，包括预期收益和融资成本。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '供应商除退还货款外，还应赔偿采购方因此丧失的转售利润及其向客户支付的全部违约金。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '经销商违约的，应赔偿供应商的直接损失及此后各年度的利润减少，赔偿额不以已收取的保证金为限。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '因维护方原因导致光伏电站停机的，维护方应赔偿电站在合同剩余年限内预计可获得的全部售电收入。',
      '代言人违约的，须赔偿品牌方该产品在推广期内预期可实现的全部销售利润。',
      '外派人员造成客户损失的，服务公司应足额赔偿，不论损失是直接还是间接、签约时是否可以预见。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '承运人造成车辆损坏的，除按重置价格赔偿外，还应赔偿托运人在车辆修复期间的全部营运收入损失。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '经销商的行为损害品牌商誉的，经销商应赔偿品牌方由此遭受的全部损失，包括品牌方在全国的营业额减少和危机公关费用。',
      '分包商延误工期的，应承担总包方因此向建设单位承担的全部违约责任及一切衍生后果。',
      '开发方交付的系统存在缺陷的，开发方应赔偿客户及其关联方、最终用户由此产生的所有直接、间接和惩罚性损失。',
      '代理商损害品牌声誉的，应赔偿品牌方的一切损失，包括品牌方各地门店营业额的下降和修复品牌形象的全部支出。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '代理商违反本合同的，应赔偿品牌方的一切损失，包括品牌贬值和其他代理商流失造成的损失。',
      '服务商的系统故障导致客户业务中断的，服务商应赔偿中断期间客户的全部营业收入损失，不得以合同金额为限。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '承运人延误交货的，应赔偿托运人因此被客户扣减的货款、增加的仓储费用以及失去的后续订单机会。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '物流公司延误送货的，除免收运费外，还应赔偿收货方因此减少的全部经营利润。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '乙方违约的，应赔偿甲方因此遭受的一切直接和间接损失，包括预期利润和商誉损失。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '承运人除赔偿货物损失外，还应承担收货人的停工损失及市场差价损失。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '供应商应赔偿因产品缺陷给采购方造成的一切损失，包括采购方向其客户支付的违约金及商誉损失。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '供应商应保证采购方免受因供应商所供产品引起的一切第三方索赔及由此产生的费用，并予以全额赔偿。',
      '承包人应当赔偿并使发包人免受与本工程施工有关的任何诉讼、索赔、罚款和费用的损害。',
      '服务商须确保客户及其员工不因服务商提供服务而遭受任何索赔、处罚或损失，客户由此发生的一切支出由服务商足额补偿。',
    ],
    miss: [
      '违约方应赔偿守约方因此遭受的直接损失，但赔偿总额不超过合同总价。',
      '任何一方均不对对方的间接损失承担责任。',
      '双方各自赔偿对方因其违约造成的损失，包括可得利益损失，但不得超过违约方订立合同时预见到的损失。',
      '因乙方故意或者重大过失造成甲方人员人身损害的，乙方应依法承担全部赔偿责任，不受本合同责任上限的限制。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '代理商损害品牌声誉的，应赔偿品牌方因此遭受的直接损失，赔偿总额以代理费总额为限。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '甲方的停工损失自负。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '乙方应使甲方免受因乙方侵犯第三方知识产权而引起的索赔，赔偿总额以本合同总价款为限。',
      '乙方应使甲方免受因乙方故意或重大过失引起的第三方索赔，并赔偿甲方因此遭受的直接损失。',
      '本合同的任何约定均不使乙方免于承担其依法应承担的责任。',
      '双方应使对方免受因本方违约而引起的任何损失。',
    ],
    quote: '赔偿甲方因此产生的一切损失，包括间接损失',
  },
  'general.family.liability-exclusion': {
    hit: [
      // A zoo is not an animal, and an animal's bite is a person's injury (round 31).
      '动物园游客被动物咬伤致死亡的，园方概不负责。',
      '即使因甲方的故意或重大过失造成损失，甲方亦不负赔偿责任。',
      '服务期间学员发生意外伤亡的，机构概不负责。',
      '出租人对承租人及其家属在房屋内的人身损害不承担任何责任。',
      '卖方对其员工故意造成的买方财产损失，赔偿额以人民币一千元为限。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '即便损失系因仓储方故意或者重大过失造成，仓储方的赔偿额亦以当月仓储费为限。',
      '游客在游乐项目中受伤的，运营方仅负责送医，不承担其他任何费用和赔偿。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '因商场保安人员执行职务造成顾客人身损害的，商场不因此承担责任，由保安本人负责。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '仓储方对仓储物的损坏概不赔偿，即便损坏系仓储方员工故意造成。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '施工期间因乙方原因造成甲方人员人身伤害的，乙方的赔偿以合同总价的百分之五为限。',
      '培训期间学员发生意外受伤的，培训机构的赔偿金额最高不超过五千元。',
      '会员使用健身器材造成身体损害的，俱乐部承担的责任以当年会费为上限。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '出卖人对标的物瑕疵造成的损失不承担责任，即使出卖人知道该瑕疵而故意隐瞒的亦同。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '教练在训练中造成学员扭伤、摔伤等身体伤害的，健身房仅负责联系急救，不承担任何赔偿。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '保姆在工作中造成雇主家人烫伤等身体伤害的，家政公司仅负责协助就医，不承担医药费及其他一切赔偿。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '即便损失系物流商员工故意或重大过失所致，物流商的责任亦仅限于退还当次运费。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '开发方明知系统存在可能导致数据丢失的缺陷而未告知客户的，开发方亦不承担任何责任。',
      '顾客签署知情同意书后，治疗后出现的过敏、色素沉着、神经损伤等一切后果由顾客自行承担，诊所不承担赔偿责任。',
      '承运人仅对其故意造成的货损负责，承运人员重大过失造成的货损不予赔偿。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '托管期间儿童在园内发生意外受伤的，托管方只负责通知家长并送医，不承担医疗费及其他任何赔偿责任。',
      '顾客已知晓本次美容项目的风险，签字后术后出现的任何损害后果均由顾客自行承担，本店不负责任。',
      '游客在营地露营期间发生的人身伤害或财物损失，营地经营者一律免责。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '幼儿在园期间发生磕碰、骨折、走失等意外的，幼儿园不承担任何责任，家长不得追究。',
      '会员在健身过程中发生扭伤、拉伤、晕厥的，健身房概不负责，会员不得向健身房索赔。',
      '学生在校外实践活动中发生烫伤、溺水等情形的，学校免责。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '承运人仅对其故意造成的货损负责，包括承运人重大过失在内的其他原因造成的损失，托运人自行承担。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '因承运人的故意或者重大过失造成货物损失的，承运人的赔偿额最高不超过运费的三倍。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '因服务商员工故意或重大过失造成客户损失的，服务商的赔偿责任以当月服务费为限。',
      '无论是否因平台的故意或重大过失，平台对用户数据丢失均不承担任何责任。',
    ],
    miss: [
      // A seedling's or an animal's death is not a person's (round 31): the loss may be one-sided, but not this check's.
      '苗木交付后出现死亡的，由买受人自行负责。',
      '仔猪交付养殖户后发生死亡的，损失由养殖户自行承担。',
      '因一方故意或重大过失造成对方损失的，应当承担赔偿责任。',
      '因乙方自身原因造成的人身伤害，由乙方自行承担。',
      '甲方的赔偿责任以合同总价为限，但因甲方故意或重大过失造成损失的除外。',
      '培训机构对学员在培训期间因机构过错受到的人身损害依法承担赔偿责任。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '承运人对其故意或者重大过失造成的货损依法承担赔偿责任。',
    ],
  },
  'general.family.liability-cap': {
    hit: [
      '卖方的赔偿责任累计不超过本合同总价的百分之五。',
      '甲方在本合同项下的全部责任以乙方已支付的服务费为限。',
      '受托人因处理委托事务给委托人造成损失的，赔偿总额最高为人民币五千元。',
    ],
    miss: [
      '任何一方的赔偿责任总额不超过合同总价。',
      '双方同意，违约赔偿的上限为合同总价的百分之三十。',
      '乙方应在收到发票后十日内支付货款。',
    ],
  },
  'general.family.unilateral-change': {
    hit: [
      '甲方有权根据市场变化调整产品价格，无需征得乙方同意。',
      '委托人可以不经受托人同意，自行变更付款期限。',
      '停车费标准由物业公司自行核定并公示，业主应照此缴纳。',
      '承租人同意，出租人可以在未征得承租人意见的情况下调整租金支付方式。',
      '出租人可以随时提高租金。',
      '甲方保留修改本协议条款的权利，修改后的条款一经公布即对乙方生效。',
      '服务费标准由甲方单方确定并可随时变更。',
      '货物单价以卖方届时公布的价格表为准。',
      '甲方可以调整服务费标准，无需另行征得乙方同意。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '广告发布方可根据市场行情随时调整刊例价格，调整后的价格自公布之日起适用于本合同项下尚未发布的广告。',
      '云服务商有权不经客户同意修改本服务等级协议的任何条款，修改后的协议在官网公布即生效。',
      '供电方有权视情况单方面调整电价及计费方式，用电方应按调整后的标准缴纳电费。',
      '甲方保留随时变更课程内容、上课时间及收费标准的权利，乙方对此无异议。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '项目预算为暂定金额，服务方可视工作量单方追加费用，客户应据此补缴。',
      '施工方可视天气情况推迟开工，由此增加的费用由业主自行承担。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '加盟总部可根据市场策略单方调整管理费的收取比例和门店运营规范，加盟商应无条件执行。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '套餐资费以运营商届时在官网公布的标准为准，运营商可每季度上调，上调比例由运营商决定。',
      '管理费收费标准以物业公司每年公示的为准，物业公司可视情况上浮。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '基金管理人有权根据市场情况单方面上调管理费率，调整以管理人网站公告为准。',
      '驾校可根据教学安排自行变更教练、训练场地及学时总数，学员应当服从。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '管理费标准由管理方根据成本变化每年重新核定，租户应按重新核定的标准缴纳。',
      '供货价格以供方发货当日公布的价目表为准，本合同所列单价仅作参考。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '采购方保留根据生产需要随时变更订单数量和技术参数的权利，供货方应照办且价格不变。',
      '发包人有权根据工程需要随时修改设计图纸和工程量，承包人应照此施工且合同价款不作调整。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '物业公司有权根据小区运营成本，在每个服务年度开始时对业主的物业费标准进行调整。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '平台有权根据市场行情随时调整佣金比例，调整后的比例自公告之日起执行。',
      '培训机构可根据教学安排自行更换授课老师及上课地点，学员不得因此要求退费。',
      '供电企业可视用电负荷情况单方调整供电时段，用电人应予服从。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '学校有权根据办学需要调整收费标准，调整后的标准自下学期起执行。',
      '甲方可根据项目进展单方变更设计方案及工程量，乙方应无条件执行。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '平台有权根据成本变化调整服务费，调整后的费用自公告之日起适用，无需另行签订补充协议。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '仓储费按保管人届时最新发布的收费标准计收，存货人对此不持异议。',
      '合同期内卖方可对产品价格表进行更新，买方下达订单时应按更新后的价格表付款。',
      '租赁期内停车位使用费随出租人调整后的收费清单自动变动，承租人应按新的清单缴纳。',
    ],
    miss: [
      '合同价格在合同有效期内固定不变。',
      '任何一方不得单方变更合同价格。',
      '如需调整价格，须经双方协商一致并签订书面补充协议。',
      '甲方调整价格的，应提前三十日书面通知乙方并经乙方同意。',
      '甲方有权决定豁免乙方全部或部分未缴付的款项。',
      '套餐资费以合同签订时运营商公布的标准为准，合同期内不作调整。',
      '服务费标准经双方协商一致后方可调整。',
      '物业公司每年向业主公布收费标准，调整收费标准须经业主大会同意。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '发包人需要变更设计的，应书面通知承包人，合同价款按变更后的工程量相应调整。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '经双方协商一致，培训机构可以更换授课老师。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '平台调整服务费的，应与商户协商一致并另行签订补充协议。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '燃气价格按政府价格主管部门调整后的最新销售价格执行。',
      '货物单价以签约时供方的价目表为准，合同期内供方更新价目表的，不影响本合同单价。',
      '供方更新后的价目表，经需方书面确认后适用于此后下达的订单。',
      '铜材单价按上海有色金属网当日公布的最新现货均价加固定加工费结算。',
    ],
  },
  'general.family.unilateral-terminate': {
    hit: [
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '入住日前任何时间，民宿均可取消该预订，仅退还房客已付房费，不承担其他责任。',
      '旅行社可在出发前任何时刻取消本次行程，仅向旅游者退还已交团费。',
      '买方有权随时单方面终止合同而无需承担任何责任。',
      '甲方可以在任何时候以任何理由解除本合同。',
      '委托人无须说明理由即可终止本协议。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '特许人认为被特许人经营不善的，可以随时书面通知终止本合同，无需承担任何责任。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '出现以下情形时，甲方可以书面通知解除本合同：（一）乙方延迟交货超过十五日；（二）甲方认为乙方提供的服务不能满足其业务需要。',
      '供应商的年度考核结果未达到采购方预期的，采购方有权终止合作。',
      '平台认为商户的经营方式不符合平台整体定位的，可立即终止本协议。',
      '委托方可以随时终止本合同，无需说明任何理由，也不必向受托方支付任何补偿。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '有下列情形之一的，甲方可以解除合同：（一）乙方逾期交付超过三十日的；（二）甲方认为需要解除的其他情形。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '买方在交割前可随时单方撤回本次收购，卖方不得追究买方责任。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '投资方在交割前可依其独立判断随时放弃本次投资，创始股东不得向投资方主张任何赔偿。',
      '买方可根据自身商业考虑随时取消本次采购，卖方不得要求买方承担违约责任。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '出租人因自身原因需要提前收回房屋的，提前七日通知承租人即可解除合同，除退还押金外不承担其他责任。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '代理期间，委托方可基于自身业务调整提前十五日通知代理方解除本合同，且不承担任何违约责任。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '委托人可以在任何时候不附理由地终止本协议，只需提前五日书面告知受托人。',
      '建设单位在项目实施过程中有权随意终止本合同，终止通知一经发出即生效。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '业主可在委托期内根据自身需要提前终止物业服务合同，但应提前十日通知物业公司。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '发包方可视工程情况自行决定解除本合同，承包方仅可就已完成部分结算。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '平台认为商户发布的内容可能影响平台形象的，可以立即终止合作。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '委托人可视业务需要单方终止本顾问协议，顾问仅可收取已提供服务部分的费用。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '甲方认为乙方的服务不符合要求的，可随时书面通知解除本合同，无需承担任何责任。',
      '出版社可以在任何时候终止本出版合同，已支付的稿酬不予结算。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '运营方可根据经营需要随时终止与商户的合作，已收取的年费不予退还。',
      '俱乐部认为会员行为不当的，可单方取消其会员资格，无需说明理由。',
    ],
    miss: [
      // Round-39 near misses in the lead's own words (decision 254).
      '宴会举办日六十日前，酒店可书面通知客户取消本预订，并双倍返还客户已付定金。',
      '甲方提前解除合同的，应提前三十日书面通知乙方并赔偿乙方损失。',
      '如乙方逾期付款超过三十日，甲方有权随时解除合同。',
      '经双方协商一致，可以解除本合同。',
      '乙方提供的服务经双方共同评估不符合验收标准的，甲方可以解除本合同。',
      '任何一方认为对方违约的，应书面通知对方并给予十五日的纠正期。',
      '学员同意培训机构在招生宣传中使用其成绩，该同意可以随时书面撤回。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '委托人可以随时解除本合同，但应提前三十日书面通知受托人并赔偿因此造成的损失。',
      '任何一方可以提前一个月书面通知对方解除本合同。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '业主可以在委托期内提前终止物业服务合同，但应提前三个月书面通知物业公司并赔偿其损失。',
    ],
  },
  'general.family.unilateral-setoff': {
    hit: [
      '出租人可以直接从押金中扣除承租人应付的各项费用，承租人不得提出异议。',
      '甲方有权直接从乙方的保证金或应付款项中扣除违约金及其他费用。',
      '出租人可自行从押金中抵扣承租人欠付的任何款项。',
      '发包人有权从应付工程款中直接扣减罚款，无需承包人确认。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '甲方有权从应付乙方的任何款项中直接扣除乙方应付甲方的违约金、赔偿金及其他费用。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '出借人可以直接从借款人在出借人处的存款账户中扣收到期未还的款项，无需另行通知。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '出租人有权从押金中直接扣收承租人在本合同及双方其他合同项下的欠款，无需通知承租人。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '出借人有权从借款人在出借人处开立的任何账户中直接扣划到期应还款项。',
    ],
    miss: [
      '双方的债务可以依法抵销。',
      '甲方不得从乙方的保证金中扣除任何款项。',
      '经双方书面确认后，可从尾款中抵扣相应赔偿。',
    ],
  },
  'general.family.unilateral-assign': {
    hit: [
      '甲方可将本合同项下债权转让给其指定的第三方，乙方不得有异议。',
      '甲方可将本合同项下的债权转让给第三方，无须通知乙方。',
      '出借人有权将本合同项下的权利转让给任何人。',
      '卖方可自行将其在本合同中的义务转移给关联公司。',
      '出租人可不经承租人同意将本合同项下的权利转让给第三人。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '平台可以将本协议项下的全部权利义务转让给其关联公司，届时通知用户即可，无需用户同意。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '贷款人可将其在本合同项下的债权转让给任何人，无需通知借款人，借款人应直接向受让人还款。',
      '乙方有权将本合同的全部权利义务转让给其子公司，甲方应继续履行。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '服务商有权将本协议项下的全部权利义务一并移交其关联公司承继，无需另行取得客户同意。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '公司可将本协议项下的全部权利义务整体转移给其指定的其他机构承继，合作方不得拒绝。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '贷款人可将本合同项下的权利义务一并转让给第三方，无需征得借款人同意。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '出租人可将本合同项下的权利义务转由其关联公司承继，承租人应予配合。',
    ],
    miss: [
      '任何一方未经对方书面同意，不得转让本合同项下的权利义务。',
      '乙方不得将本合同项下的义务转让给第三方。',
      '甲方取得的股权可以依法转让。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '未经对方书面同意，任何一方不得将本合同项下的权利义务转由第三方承继。',
    ],
  },
  'general.family.unilateral-interpret': {
    hit: [
      '本合同条款的理解以甲方的解释为准。',
      '双方对本协议的含义发生歧义的，以甲方的解释为准。',
      '本协议的解释权归卖方所有。',
      '对本规则有疑义的，由出租人负责解释并以其理解为准。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '本合同条款如有歧义，以委托方的理解为准。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '双方对本合同条款的含义有不同理解时，以甲方的书面说明为最终解释。',
      '合同条款理解存在分歧的，以出租人出具的解释意见为准。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '合同条款理解不一致时，以甲方出具的书面说明为准，乙方应予遵守。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '双方就本协议条款的含义发生分歧的，以平台出具的书面说明为准，用户应当遵守。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '本协议各条款的含义，以平台作出的说明为最终依据。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '本协议条款的含义发生争议时，以物业服务企业的解释为准。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '本协议文字含义有分歧的，以出租人的理解为准。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '对本协议用语有不同理解的，以平台规则页面公布的说明为准。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '本协议未尽事宜的解释，由俱乐部理事会作出。',
    ],
    miss: [
      '对本合同条款的理解有争议的，双方应协商解决。',
      '本合同的解释适用中华人民共和国法律。',
      '合同用语的含义按照法律规定的解释规则确定。',
      '本合同条款理解存在分歧的，双方应按照合同所使用的词句、有关条款、行为的性质和目的确定其含义。',
      '甲方对本合同条款的理解与乙方不同时，双方应协商确定其含义。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '本合同条款的含义存在争议的，以双方书面确认的理解为准。',
    ],
  },
  'general.family.waiver': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '供货方不得以采购方逾期付款为由暂停供货或拒绝交付后续批次的货物。',
      '即使委托方未按期支付服务费，受托方也不得以此为由停止服务。',
      '发包人未支付进度款的，承包人不得以此为由停工或放缓施工进度。',
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '借款人签署本合同后，不得再以受欺诈为由请求撤销本合同。',
      '会员入会后不得事后以销售顾问承诺不实为由要求撤销会籍合同。',
      '委托人承诺不申请撤销或变更本协议。',
      '即便出卖人未按期交房，买受人也不享有解除合同的权利。',
      '承租人保证日后不会以存在欺诈或者胁迫为由向法院申请撤销本协议。',
      '乙方不会以任何理由请求解除本合同。',
      '乙方放弃向人民法院起诉的权利。',
      '乙方不得就本合同争议申请仲裁或提起诉讼。',
      '借款人放弃一切抗辩权。',
      '乙方确认放弃对本合同行使撤销权。',
      '承租人放弃依法享有的合同解除权。',
      '乙方放弃追究甲方任何责任的权利。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '买受人承诺，就本合同发生的任何争议，均不向人民法院提起诉讼，亦不申请仲裁。',
      '乙方确认已充分了解本合同全部内容，放弃以重大误解、显失公平为由请求撤销本合同的权利。',
      '无论出现何种情形，承租人均不得以任何理由解除本合同。',
      '保证人放弃债务人所享有的一切抗辩权。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '委托人保证在合同期内不行使其依法享有的任意解除权。',
      '借款人不得以存在重大误解或显失公平为由主张本合同可撤销。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '即使总部未按约提供技术支持，门店亦不得解除本合同。',
      '担保人确认对主合同项下的债务不享有也不会主张任何抗辩或抵销。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '买方已充分了解设备现状，此后无论发现何种问题，均放弃解除本合同的权利。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '买方已了解目标资产的全部情况，交割后无论发现何种问题，均放弃解除本资产转让协议的权利。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '即使房屋存在严重渗水等影响使用的问题，承租人亦不得以此为由解除合同，只能要求维修。',
      '各合伙人同意，就合伙事务执行发生的争议，不向法院起诉，也不申请仲裁。',
      '借款人承诺，无论贷款人如何主张债权，均不以借款未足额发放或利率过高为由抗辩。',
      '买方对卖方出具的对账单，不得以货物质量问题或卖方迟延交货为由提出抗辩。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '担保人确认本担保真实有效，并承诺今后不以任何理由对担保责任提出抗辩。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '借款人在任何情形下均不得以出借人违约为由解除本借款合同。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '债务人确认对本合同项下的欠款不存在任何抗辩，今后不以任何理由拒绝付款。',
      '被投资企业承诺，对投资人依约提出的股权回购要求不以任何理由提出抗辩。',
      '原股东承诺，不以任何理由对收购方依照本协议提出的补偿请求进行抗辩。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '买方同意不就卖方的付款请求行使同时履行抗辩权，即使卖方尚未交货。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '买方确认已充分了解标的物，今后不得以重大误解为由请求撤销本合同。',
      '承租人同意，即使出租人未按时交付房屋，承租人也不以此作为拒付租金的抗辩理由。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '投资方确认已完成尽职调查，今后不以显失公平为由主张撤销本次增资。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '无论发生何种情形，借款人均无权解除本借款合同。',
      '受让方在任何情况下均不以转让方隐瞒债务为由撤销本转让协议。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '担保人放弃因主合同无效而享有的一切抗辩权。',
      '受让方承诺，即使转让方违反陈述与保证，受让方亦不以此为由解除本协议。',
      '员工同意不就本协议项下的任何争议申请劳动仲裁或者提起诉讼。',
      '投保人放弃对保险人就本保单提起诉讼的权利。',
      '乙方确认放弃依法享有的要求甲方承担违约责任的一切权利。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '被许可方不得以许可的商标被宣告无效为由拒付许可使用费。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '投资人确认，其不就本次投资以受欺诈为由请求撤销或要求返还投资款。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '保证人自愿放弃一切抗辩权。',
      '承包人放弃就本工程价款主张建设工程价款优先受偿权。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '客户就服务产生的任何争议，仅可向公司客服投诉，不得提起诉讼。',
    ],
    miss: [
      '甲方不得以乙方未开具发票为由拒付货款。',
      '任何一方不得以对方违约为由拒绝履行本合同约定的保密义务。',
      '出租人未履行维修义务的，承租人有权暂停支付相应期间的租金。',
      '培训内容与宣传不相符的，学员有权要求解除合同并退还剩余费用。',
      '双方同意将争议提交上海仲裁委员会仲裁。',
      '乙方在行使解除权前应书面通知甲方。',
      '任何一方放弃行使本合同项下某项权利的，不视为放弃其他权利。',
      '保证人放弃先诉抗辩权，承担连带保证责任。',
      '双方均不得以任何理由擅自解除本合同。',
      '委托人可以随时解除委托合同，但应赔偿受托人因此受到的损失。',
      // Decision 222: the fair form of the same terms.
      '因本合同发生的争议，双方均不得向法院起诉，应提交上海仲裁委员会仲裁。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '债务人对本合同项下的欠款有异议的，可以在收到催款通知后十日内书面提出。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '卖方未按约交货的，买方可以行使同时履行抗辩权，拒绝支付相应价款。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '除法律规定的情形外，承租人不得解除本合同。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '被许可方发现商标存在权利瑕疵的，可以要求许可方退还已付的许可使用费。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '承包人依法享有的建设工程价款优先受偿权不因本合同约定而受影响。',
    ],
  },
  'general.family.money-rate': {
    hit: [
      '每延误一周，供货方按迟交货物价款的百分之一点五支付违约金。',
      '本产品的借款综合年化成本（含利息、手续费、服务费）为30%。',
      '每逾期一个月加收未付款项百分之四的滞纳金。',
      '逾期还款的，按月利率2.5%计收罚息。',
      '借款年利率为36%。',
      '乙方逾期付款的，每逾期一日按应付金额的千分之二支付滞纳金。',
      '逾期付款按日万分之十支付违约金。',
      '借款利息按月息二分五厘计算。',
      '逾期付款的，按照月2%的标准计收资金占用费。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '借款人逾期还款的，应按每月百分之三的标准向出借人支付逾期利息。',
      '每逾期一周，乙方应按应付款项的百分之二支付违约金。',
      '借款月息二分，按季结息。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '承租人迟延支付租金的，每季度按欠付金额的百分之十二加收违约金。',
      '借款人逾期的，按季计收逾期利息，季利率为百分之九。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '承租人拖欠租金的，每逾一个季度按欠付金额的百分之十计收违约金。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '租户每迟延支付一天租金，应按当月租金的百分之二加付滞纳金。',
      '会员分期付款的，按未付余额每月百分之三收取分期手续费。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '借款逾期的，借款人应按每万元每日十五元的标准支付罚息。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '保理商按融资本金每十日百分之一点五收取资金使用费。',
      '会员逾期缴费的，俱乐部按欠费金额每日千分之三加收逾期手续费。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '学员逾期缴纳课时费的，每拖延一周按月费的百分之十收取滞纳金。',
      '会员逾期缴费的，每迟延一周按年费的百分之四加收违约金。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '逾期还款的，借款人应按每日千分之三支付罚息。',
      '承租人逾期支付租金的，每逾期一日按月租金的百分之五加收滞纳金。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '会员逾期缴纳会费的，每逾期一天加收会费总额百分之二的滞纳金。',
      '借款利率为月息三分，按月结息。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '借款本金为人民币二十万元，借期六个月，借款人到期应归还本息合计二十四万元。',
      '出借人借给借款人50000元，期限90天，到期借款人一次性偿还本息共计56000元。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '分期服务费按分期本金每月百分之三收取，另计利息。',
      '借款人每月应向出借人支付借款本金百分之二的管理费，该管理费与利息分别计算。',
      '逾期缴纳物业费的，每逾期一个自然日按欠费金额的百分之零点五加收滞纳金。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '本笔借款月息为二分五厘，按月付息。',
      '逾期缴纳管理费的，商户每月应按欠缴金额的百分之四支付滞纳金。',
    ],
    miss: [
      '逾期付款的，按日万分之三支付违约金。',
      '借款年利率为4.35%。',
      '逾期按全国银行间同业拆借中心公布的一年期贷款市场报价利率计收利息。',
      '租金每年递增5%。',
      '每月租金为5000元，逾期支付的应按逾期金额的5%一次性支付违约金。',
      '乙方应于每季度首月十日前支付当季租金，每季度租金为人民币三万元。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '借款逾期的，借款人应按每万元每日一元的标准支付罚息。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '平台按交易金额的百分之三收取技术服务费。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '会员逾期缴费的，按年费的百分之四一次性收取违约金。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '借款本金为人民币二十万元，借期一年，借款人到期应归还本息合计二十一万元。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '借款人每月应偿还借款本金的百分之十，利息按年利率百分之六计算。',
    ],
    category: 'loan',
  },
  'general.family.deposit-ratio': {
    hit: [
      '卖方收取合同金额25%作为定金。',
      '买方以货款的一半作为定金。',
      '出租人按年租金的三成向承租人收取定金。',
      '承包人按工程款的百分之三十向发包人交付定金。',
      '买方应支付相当于合同总价百分之三十的定金。',
      '定金为总价款的40%。',
      '定金数额为合同价款的二分之一。',
      '定金按货款的五成支付。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '受让方应向转让方支付定金，金额为转让价款的四成。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '发包人应向承包人给付工程总造价百分之二十二的定金。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '本项目设计费合计人民币三十万元，委托方应于签约时支付定金人民币十万元。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '本合同租期一年，月租金人民币6,000元，承租人应于签约时支付定金人民币20,000元。',
      '本设备转让价款为人民币200万元，买方应于签约时支付定金人民币50万元。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '本合同租金总额为十二万元，承租人须于签约时交付定金四万元。',
      '设备总价人民币五十万元，买方应于合同签订之日支付定金十五万元作为合同履行的担保。',
      '双方约定定金为工程价款的三成。',
      '定金按合同金额的四分之一收取。',
      '装修合同价款8万元，业主交纳定金2.4万元。',
      '本次转让价款为人民币300万元，受让方于本协议签订后三日内支付定金90万元。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '课程费用合计人民币30000元，学员报名时交付定金人民币9000元。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '设备总价为人民币200万元，买方应于签约后三日内支付其中60万元作为定金。',
      '本工程总价款50万元，发包人签约当日支付的预付款15万元即为本合同定金。',
      '本批化肥货款合计八万元，买方须先付其中二万四千元，此款性质为定金。',
      '装修总造价为四十万元，业主签约当日支付的首付款十二万元即为本合同的定金。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '店面年租金为四十万元，承租方应在签约时支付定金十二万元。',
      '系统开发费总计一百万元，委托方应于签约后五日内支付定金三十万元。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '车辆售价为人民币15万元，买受人签约时须交付定金人民币4万元。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '设备总价八十万元，采购方签约时交付二十万元定金。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '买方应在签约当日支付定金人民币四十万元，本合同总价款为一百二十万元。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '承租人应于签约时交纳定金，定金数额为全年租金的百分之三十。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '设备总价八十万元，承租方应以定金方式先付其中的百分之二十五。',
      '本次采购合同金额为人民币二百万元，买方须以定金名义支付总价的三成。',
      // A deposit of months of rent against the term, which the reader used to catch without its share (decision 256).
      '租期两年，月租金一万元，承租人应于签约时支付相当于八个月租金的定金。',
      '租赁期限为一年，乙方签约时须交付三个月租金作为定金。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '店铺转让费共计人民币八十万元，受让方应于签约当日支付定金人民币二十万元。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '本次采购钢材共计二百吨，单价每吨五千元，买方签约时支付定金三十万元。',
      '本次采购水泵共计10台，单价为人民币2万元，买方应支付定金8万元。',
      '本季收购茶叶的总货款为八十万元，收购方签约时交付定金二十万元。',
      '门店装修工程造价为人民币30万元，业主签约时交付定金人民币9万元。',
    ],
    miss: [
      '买方应支付合同金额的30%作为预付款，另付合同金额10%作为定金。',
      '定金为合同总价的20%，余款于交货后支付，余款占合同总价的80%。',
      '乙方支付订金，金额为总价的30%。',
      '定金为合同总价的百分之十五。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '合同总价为100万元，买方应于签约后三日内支付其中20万元作为定金。',
      '本批货款共计十万元，买方先付其中二万元，该款项性质为定金。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '店面年租金为四十万元，承租方应在签约时支付定金五万元。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '车辆售价为人民币15万元，买受人签约时须交付定金人民币2万元。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '设备总价八十万元，采购方签约时交付十万元定金。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '合同总价一百万元，买方以定金形式支付其中的百分之十五。',
      '买方应以预付款形式支付总价的百分之三十，另付定金五万元。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '受让方违约的，转让方有权没收定金，并要求受让方另行支付转让价款百分之三十的违约金。',
      // A deposit of months of rent against the term, which the reader used to catch without its share (decision 256).
      '租期三年，承租人签约时支付相当于两个月租金的定金。',
      '租期一年，乙方应支付两个月租金作为定金。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '店铺转让费共计人民币八十万元，受让方应于签约当日支付定金人民币十万元。',
      // Round-41 read (decision 256): what the clause reader used to catch without the figure, now worked out by the rules.
      '本次采购钢材共计二百吨，单价每吨五千元，买方签约时支付定金十万元。',
    ],
  },
  'general.family.forum-both': {
    hit: [
      '争议可提交杭州仲裁委员会仲裁，也可以向甲方所在地人民法院提起诉讼。',
      '任何一方均可将争议提交仲裁机构仲裁或向有管辖权的法院起诉。',
      '纠纷由南京仲裁委员会或南京市鼓楼区人民法院管辖。',
      '协商不成的，提交武汉仲裁委员会仲裁。对仲裁裁决不服的，可以向人民法院起诉。',
      '发生争议时，双方可选择仲裁或诉讼方式解决。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '双方同意，合同纠纷可在仲裁和诉讼之间任选其一解决：（一）提交杭州仲裁委员会；（二）向有管辖权的人民法院起诉。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '因本合同产生的纠纷，当事人可以向仲裁机构申请仲裁，亦可径行向人民法院起诉，由申请人自行选择。',
      '合同争议应首先提交上海仲裁委员会仲裁；对仲裁结果不服的，可向人民法院起诉。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '合同纠纷由上海国际仲裁中心仲裁或者由人民法院诉讼解决。',
      '任何一方均可选择仲裁或诉讼，仲裁机构为成都仲裁委员会，诉讼由合同履行地法院管辖。',
      // Round 17 (decision 224): a whole forum sentence in a paragraph that also holds a blank is the clause as signed; arbitration
      // and then a lawsuit (仲裁未果的，再向法院起诉) are both forums.
      '房屋坐落于________，面积____平方米。协商不成的，任何一方可以选择仲裁或者诉讼，仲裁机构为成都仲裁委员会，诉讼由房屋所在地法院管辖。',
      '合同纠纷先提交上海仲裁委员会仲裁，仲裁未果的，再向人民法院起诉。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '本合同争议可提交北京仲裁委员会仲裁，也可向被告所在地人民法院起诉。',
    ],
    miss: [
      '协商不成的，提交上海仲裁委员会仲裁，仲裁裁决是终局的。',
      '协商不成的，向甲方住所地人民法院起诉。',
      '仲裁裁决作出后，一方不履行的，另一方可以向人民法院申请强制执行。',
      '因劳动争议发生纠纷的，可以向劳动争议仲裁委员会申请仲裁，对仲裁裁决不服的，可以向人民法院起诉。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '因本合同发生的争议，提交成都仲裁委员会仲裁。',
      // A template's options after a lead-in with a blank stay a form to fill in.
      '争议按下列第____种方式解决：（一）提交成都仲裁委员会仲裁；（二）依法向人民法院起诉。',
      '协商不成的，提交上海仲裁委员会仲裁；仲裁裁决是终局的。',
      // The false highs round 40's cross-family scan found (decision 255): a waiver of both forums, a penalty's share next to a deposit.
      '乙方承诺不就本合同引起的任何争议向人民法院提起诉讼或申请仲裁。',
    ],
  },
  'general.family.auto-renewal': {
    hit: [
      '期满后未提出书面异议的，视为乙方同意按原合同条件续租一年。',
      '合同期满后自动续期一年，续期次数不限。',
      '本合同期满后如甲方未提出终止，本合同自动延长，乙方不得拒绝。',
      '服务期届满前十日内用户未申请退订的，视为同意续订。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '本合同期满前三十日内任何一方未书面提出异议的，本合同自动续展一年，依此类推，续展次数不限。',
      '会员服务到期后将自动续费，续费价格以届时公布的价格为准。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '合同期满后自动按照相同期限续订一年。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '会员期满后，系统将自动从会员的银行卡中扣收下一年度会费并延续会员资格，会员如不续费须在期满前十日申请。',
      '订阅期届满时，平台自动按原价续订并扣款，用户可在届满前关闭自动扣款。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '服务期限届满前三十日客户未书面通知退出的，视为同意续签二年。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '委托期限届满前六十日委托人未书面通知终止的，视为同意续聘二年。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '租期届满时，除承租人提前六十日书面通知不再续租外，本合同按原条件顺延两年。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '本保洁合同到期后，如委托方未另行通知，合同即按原条款续签一年，续签次数不受限制。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '特许期限五年，期满时特许方未表示异议的，本合同按原条件自动延长三年。',
      '服务满两年后，除非客户于期满前六十日以书面方式通知终止，否则本合同逐年自动续展。',
      '合作期满时品牌方未提出异议的，本协议按原条件顺延三年。',
      '服务满一年后，除非客户在届满前一百二十日以公证送达方式通知终止，否则合同逐年延续。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '本合同期满前三十日内乙方未书面提出异议的，合同自动续期一年，续期费用按甲方届时公布的标准执行。',
      '会员服务到期后自动续费，平台将从会员绑定的银行卡中直接扣款。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '本服务期满后自动续展一年，客户未在期满前六十日书面通知不续约的，视为同意续约。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '合同期满后自动延续一年，续约期间的价格由甲方另行确定。',
    ],
    miss: [
      '合同期满，双方协商一致的，可以续签。',
      '合同期满前三十日内，双方应就是否续签进行协商。',
      '本合同到期后不自动续期。',
      '承包人因任何原因未能按期竣工的，工期自动顺延，发包人不得以此要求承包人承担逾期竣工责任。',
      '会员期满后如需继续使用，应另行办理续费手续，平台不会自动扣款。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '会员卡有效期为十二个月，会员可随时申请退卡，剩余费用按比例退还。',
    ],
  },
  'general.family.lock-in': {
    hit: [
      '会员自入会之日起两年内不得解除本协议。',
      '乙方在三年服务期内不得提前解除合同。',
      '最短合作期限为二十四个月，期内乙方无权退出。',
      '承租人在租期内不得以任何理由退租，否则押金不予退还。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '在本合同有效期内，客户不得以任何理由提前终止合同；确需终止的，应支付剩余期限全部服务费。',
      '本协议首期为五年，期内被许可方不得解除。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '本服务协议约定最低服务期为二十四个月，客户在最低服务期内提前解约的，视为客户违约。',
      '租赁期内前十二个月为承租人的最短租期，承租人在最短租期届满前退租的，按违约处理。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '学员缴费后二十四个月内不得退学，亦不得将学习名额转给他人。',
      '客户自开通之日起三十六个月内不得申请销户或将号码过户给他人。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '本储物间租用协议有效期为八年，有效期内租用人不得提前终止协议。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '员工入职后必须为公司服务满八年，服务期内不得辞职。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '学员报名后须至少完成一整年课程，期间不得申请退学。',
      '会员卡开通后须使用满十二个月，期满前不得办理退卡。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '用户承诺在合约期内不办理销号、转网或降低套餐档次。',
    ],
    miss: [
      '任何一方在合同期内均不得无故解除合同。',
      '乙方在租期内不得转租，但经甲方书面同意的除外。',
      '乙方提前解除合同的，应提前一个月书面通知甲方。',
      '本协议最短服务期为十二个月，任何一方在服务期内提前解除的，应提前三十日书面通知对方。',
      '承租人在租赁期内因出租人违约而解除合同的，不视为承租人违约。',
      '学员可在开课前申请退学并退还全部学费。',
      // Decision 222: the fair form of the same terms.
      '员工参加公司出资的专项培训后，须服务满五年，服务期内不得提前解除劳动合同，否则按约定支付违约金。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '用户可以在合约期内随时办理销号，无需支付违约金。',
    ],
  },
  'general.family.ip-overreach': {
    hit: [
      '开发方在本合同终止后一年内研发的相关成果，知识产权亦归委托方所有。',
      '乙方将其现有的全部商标无偿、永久许可甲方使用，并允许甲方再许可给他人。',
      '乙方在职期间及离职后一年内完成的全部发明创造，无论是否与工作有关，其知识产权均归甲方。',
      '乙方原有的知识产权在本合同签订后归甲方所有。',
      '开发方此前已有的软件著作权一并转让给委托方。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '乙方在合同期间及合同终止后所完成的一切技术成果，无论是否与本合同有关，其知识产权均归甲方所有。',
      '开发方在履行本合同过程中使用的其原有技术及工具，其知识产权一并转让给委托方，委托方无需另行支付费用。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '受托方在签约前自行研发的算法和代码库，如被用于本项目，自验收之日起其著作权转归委托方所有。',
      '乙方交付的图片和文字一经上传，甲方即获得永久、无偿并可再许可第三方使用的权利。',
      '作者同意放弃对作品的署名权、修改权等著作人身权，出版方可以任意署名和改编。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '加工方对其自有设备所作的技术改进，其专利权归委托方所有，委托方不另付报酬。',
      '客户提供的照片和文案，其著作权自交付之日起归设计公司所有，客户仅享有本次使用的权利。',
      '员工利用下班时间和个人电脑开发的软件，均视为职务作品，著作权归公司所有。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '代理商在代理期间提出的营销创意、改良建议及客户开发方案，全部归委托人所有，代理商不得索取报酬。',
      '被许可方对许可技术所作的改进，其专利申请权和专利权归许可方所有。',
      '被许可方基于该软件开发的插件，其著作权归许可方，被许可方终止后不得继续使用。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '学员在学习期间完成的作品，著作权全部归培训学校所有，培训学校可自行署名并用于商业用途。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '学生在课堂完成的作品及参赛设计的全部著作权归学校所有，学校可以无偿用于任何商业目的。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '博主在签约期间及签约结束后创作的全部视频内容及与其个人形象相关的一切权益，均由公司独家享有。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '开发完成后，开发方不得在其他项目中使用开发过程中形成的任何通用组件、算法和技术经验。',
      '摄影师为客户拍摄的全部照片，包括未被选用的底片，其著作权及其他一切权利均自拍摄完成之时归客户所有。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '服务商在签约前已有的软件工具和方法论，自本协议生效时起归属委托方，服务商此后不得再使用。',
      '加工方为本订单开发的工装夹具，以及加工方独立研发的同类工艺，全部归定作方所有。',
      '顾问在合作开始前已拥有的分析模型和数据库，自签约之日起归委托方所有。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '签约艺人在合约期内及合约终止后开设的所有社交账号及发布的内容，其权利均归经纪公司所有。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '投稿作品不论本平台是否录用，其著作权自投稿时即归本平台所有。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '经销商自行积累的客户名单和销售方法均属供应商的知识产权，经销商在合作结束后不得使用。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '主播在合作期内外制作的全部视频内容，其著作权均归平台所有。',
      '演员的姓名、肖像及声音的全部权利归制片方所有。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '甲方对乙方提交的全部设计稿（包括未被采用的）享有全部著作权。',
      '模特为品牌拍摄的照片，其肖像使用权永久归品牌方所有。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '员工在职期间利用业余时间完成的全部发明创造，其专利申请权均归公司所有。',
      '乙方交付的软件及其源代码的一切知识产权归甲方，乙方原有的技术模块亦同。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '乙方在服务期间形成的所有工作成果及乙方原有的技术方案，其知识产权均归甲方所有。',
    ],
    miss: [
      '本合同履行过程中产生的知识产权归委托方所有。',
      '各方原有的知识产权仍归各方所有。',
      '乙方为完成本合同工作而形成的技术成果归甲方所有，乙方原有技术成果仍属于乙方。',
      '被许可方对许可技术所作的改进，其知识产权归被许可方所有，许可方在同等条件下有优先受让权。',
      '双方在合作期间共同提出的改进方案，知识产权归双方共有。',
      // Decision 222: the fair form of the same terms.
      '受托方不得在其他项目中使用委托方提供的保密信息。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '服务商在签约前已有的软件工具仍归服务商所有，委托方在本项目范围内享有使用权。',
      '加工方为本订单专门制作的模具，由定作方支付费用并归定作方所有。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '艺人在合约终止后开设的社交账号，其权利归艺人本人所有。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '演员在本片拍摄期间形成的表演成果，其著作权归制片方所有，演员保留署名权。',
    ],
  },
  'general.family.confidentiality-overreach': {
    hit: [
      '雇员须永久保守公司的一切商业信息。',
      '乙方的保密义务永久有效。',
      '接收方对披露方的一切信息承担无限期的保密责任。',
      '乙方应对甲方的全部资料终身保密，不因合同终止而免除。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '员工对公司的一切信息负有永久保密义务，该义务在任何情况下均不终止。',
      '乙方应对其知悉的甲方全部信息（包括已公开的信息）承担保密责任，保密期限为无限期。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '乙方不得向任何人（包括其律师和审计师）披露本协议内容，该义务没有期限限制。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '乙方不得向任何第三人（包括其法律顾问、会计师及行政机关）透露本协议内容，该义务没有期限限制。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '乙方应对知悉的甲方一切信息保密，包括已为公众所知悉的信息，保密期限不设期限。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '受托方应对委托方的全部资料保密，包括受托方在签约前已经合法掌握的以及从公开渠道取得的资料。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '乙方对甲方的任何信息负有永久保密义务，即使该信息已进入公有领域。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '顾问在合作期间及结束后，不得使用或向他人透露其在服务中接触的任何知识，包括行业通用的经验和方法。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '实习生在实习期间及结束后，均不得向任何人透露其所学到的行业通用知识。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '受托方的保密义务持续至委托方书面通知解除保密之日止。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '乙方在合作期间及合作终止后永久对甲方的一切信息负有保密义务。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '员工对其在工作中获得的一切信息永久保密，包括行业通用的技术知识。',
    ],
    miss: [
      '双方对在合作中知悉的对方商业秘密负有保密义务，保密期限为合同终止后三年。',
      '各方的保密义务永久有效，但信息已进入公有领域的除外。',
      '乙方应对甲方的商业秘密保密，保密期限为合同终止后两年。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '接收方不得向第三方披露披露方的商业秘密，但已为公众所知悉的信息除外。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '受托方的保密义务至保密信息依法公开之日止。',
    ],
  },
  'general.family.format-main-rights': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '学员缴清学费后，不享有要求培训机构按课表如期开课的权利，开课时间以机构通知为准。',
      '买方支付货款后不享有要求卖方按期交货的权利。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '发生货损后，承运人有权自行决定是否理赔，托运人对理赔结果不得提出异议。',
      '学员报名缴费后不予退费。',
      '不管商品有无瑕疵，卖家均不接受退货。',
      '在任何情况下，学员均无权要求机构退还培训费。',
      '承租人不得因出租人未及时维修而拒付或者迟延支付租金。',
      '已收取的费用一律不退。',
      '买方不得以任何理由退货。',
      '乙方无权要求甲方承担任何违约责任。',
      '用户不得以任何理由拒付或要求退款。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '学员报名后因任何原因退学的，已交学费一概不退。',
      '无论承运人是否存在过错，托运人均无权要求承运人赔偿货物损失。',
      '商品一经售出，概不退换，消费者不得以质量问题为由要求退款。',
      '因物业公司原因导致停水停电的，业主不得因此要求减免物业费。',
      '承租人不得以出租人未履行维修义务为由拒付或迟延支付租金。',
      '在争议解决期间，乙方应当继续履行付款义务，不得以任何理由暂停付款。',
      '被特许人违反本合同任何约定的，特许人已收取的加盟费、保证金及其他费用均不退还。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '网络服务提供方可以随时停止提供服务，用户账户中尚未使用的储值余额不予退还。',
      '商品存在质量问题的，买受人只能要求出卖人修理，不得要求退货、换货或者赔偿损失。',
      '寄存人要求提前领取寄存物品的，应当取得保管人的同意，保管人有权拒绝。',
      '预付卡有效期届满后，卡内剩余金额自动作废，商家不予退款。',
      '会员违反会员守则的，俱乐部有权注销会籍，会员卡内已储值的金额全部清零，不予退还。',
      '装修完工后出现的质量问题，客户仅可要求施工方返修，不得主张减少价款或者赔偿损失。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '工程验收后，发包人不得以任何质量缺陷为由要求承包人返工或减少价款。',
      '设备故障时，用户唯一的补救方式是延长会员期七天，用户不得另行主张赔偿。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '设备发生故障时，用户只能获得延长服务期限的补偿，除此以外无权要求其他任何赔偿。',
      '承租人不享有因房屋质量问题要求减少租金或者解除合同的权利。',
      '买方不享有对货物数量短缺提出索赔的权利。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '购房人不得以出卖人迟延交房或者产权证办理迟延为由解除合同或者要求退房。',
      '承租人不得因出租人未及时维修而要求减少租金或者解除合同。',
      '委托人无权查阅受托人处理委托事务的财务账目，受托人亦无需向委托人报告工作进展。',
      '被代理人不得要求代理人报告代理事务的处理情况。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '设备出现质量问题的，买方只能要求卖方修理，不得要求更换、退货或赔偿损失。',
      '承揽人交付的成果不符合要求的，定作人只能要求修改一次，修改后仍不合格的，定作人亦应按约定价格全额付款。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '产品存在质量问题的，买方仅有权要求卖方修理，不得要求换货、退货或者赔偿。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '商品一经拆封，即不适用无理由退货及国家规定的修理、更换、退货责任。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '租赁期间承租人不得要求出租人维修，房屋设施的任何损坏均由承租人自费修复。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '入住者因个人原因提前退房的，已预交的半年服务费中未入住期间的部分不予退还。',
      '购买的打折车票不得退票、不得改签，车次取消时亦不退还票款。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '咨询公司交付的报告即使存在重大错误，委托方亦不得拒绝支付咨询费或要求重新出具报告。',
      '因航空公司原因造成航班取消的，旅客只能改乘后续航班，不得要求退票或赔偿。',
      '定制服装一经下单，不接受任何理由的退换货，包括产品存在质量问题的情形。',
      '委托人不得以任何理由要求查阅、复制代理机构保管的账册和资金往来凭证。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '旅客对列车晚点或停运无权要求任何赔偿。',
      '会员储值卡内的余额不可退款、不可提现，也不得转赠他人。',
      '游客对航班延误、景点关闭不享有任何赔偿请求权。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '会员购买的数字藏品一经交付不予退款，平台对藏品的品质不作任何担保。',
      '二手房交付后，出卖人对房屋的漏水、裂缝等任何瑕疵均不负责，买受人按现状接收。',
      '家电售出后，商家不再承担任何保修及三包责任。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '学员在培训期间及结业后均无权查阅或复制其考核记录。',
      '游客报名后，不论行程是否按约定完成，均不得要求退还任何团费。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '托运的货物在运输中丢失的，物流公司仅退还运费，不再承担其他赔偿责任。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '学员报名后不得退费，即便培训机构因自身原因取消课程亦同。',
      '乘客购票后一律不予退票，哪怕航班因承运人自身原因取消。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '买方付清货款后，卖方可根据库存情况决定是否开具增值税发票。',
      '经纪人合约终止后，其已促成交易的应得提成全部归公司所有，经纪人无权再主张。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '商品房交付后出现的墙体裂缝，由购房人自行修缮，开发商不承担维修责任。',
      '入住后客人对房型不满意的，不得要求酒店退还差价。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '本店清仓商品不退不换，顾客购买前请自行确认。',
      '托运人交运货物后，无权要求承运人变更到达地或者收货人。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '学员已缴纳的学费在任何情况下概不退还。',
      '用户充值的余额不支持提现，注销账户时余额自动清零。',
      '买受人不得以商品存在质量问题为由要求退货或者换货。',
      '买方因任何原因解除合同的，已支付的全部货款不予退还。',
      '学员中途退学的，已缴纳的培训费一律不退。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '商品售出后出现的质量问题，消费者只能向厂家索赔，商场不承担退货或更换责任。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '客户因任何原因取消订单的，已支付的预付款一概不予退还。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '被保险人只能在保险公司指定的医院就诊，在其他医院发生的费用不予赔付。',
      '游戏账号被封禁后，账号内的充值余额及道具全部清零，平台不予返还。',
      '买受人对商品质量问题的救济仅限于免费维修，退货、换货及赔偿均不在保障范围之内。',
      '卖方办理过户的时间以登记机构进度为准，买方不得要求卖方在约定期限内办妥过户。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '旅游者报名后不得转让其出游资格，行程缩减的，旅游者不得要求退还差价。',
      '用户购买的课程一经开通，概不退款，也不得转让给他人使用。',
      '乘客购买的特价机票不得退票、改签或签转。',
      '商品房交付后发现的质量问题，购房人只能向施工单位主张，开发商不承担保修责任。',
      '会员卡有效期届满未使用的次数自动作废，不予延期或退款。',
      '合同解除的，乙方已支付的加盟费、保证金及培训费一概不予退还。',
      '行程因旅行社原因缩短的，旅游者亦不得要求退还相应费用。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '因暴雨原因活动取消的，参加者亦不得要求退还报名费。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '本保单生效后，保单持有人不得以任何理由退保。',
      '投保人确认，本重大疾病保险合同成立后放弃解除合同的权利。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '因承运人原因航班取消的，承运人只为旅客改签后续航班，不退票款也不给予任何补偿。',
      '因主办方原因演出延期的，主办方仅将门票顺延至新的演出日期有效，不接受退票，亦不承担其他责任。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '酒店因装修暂停营业，客人被安排入住其他酒店的，酒店不退还未入住天数的房费。',
      '因场馆临时关闭改为线上授课的，培训机构不返还学员未上课时的学费。',
      '开发商调整小区规划或房屋户型的，购房人只能接受调整结果，不得要求退房。',
      '培训机构更换授课教师或调整上课时间的，学员只能服从安排。',
      '景区调整游览线路或取消部分景点的，游客无权解除合同。',
    ],
    miss: [
      '保险人应在三十日内核定是否赔付，并将核定结果通知被保险人。',
      // The statute's own exceptions to the seven days (消费者权益保护法第二十五条), restated: no right is taken away.
      '定作的商品、鲜活易腐的商品以及拆封的音像制品不适用七日无理由退货。',
      '消费者定制的家具，以及在线下载的数字化商品，不适用无理由退货。',
      '因学员自身原因中途退学的，已缴学费不予退还。',
      '因乙方原因退租的，已付租金按实际居住天数结算，余款退还乙方。',
      '货物存在质量问题的，买方有权要求退货。',
      '任何一方不得无故拒绝履行合同义务。',
      '因甲方原因导致停水停电超过三日的，乙方有权要求减免相应期间的物业费。',
      '工程交付后出现的质量问题，施工方应负责免费维修，业主也可以要求减少价款或者赔偿损失。',
      '买方发现货物质量不符合约定的，有权要求退货、换货或减少价款。',
      '因服务中断造成客户损失的，服务商应依法承担赔偿责任，代金券补偿不影响客户主张其他救济。',
      '委托人有权随时查阅受托人处理委托事务的账目。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '会员储值卡余额可以申请退还，平台按未消费金额退款。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '家电售出后，商家依照国家三包规定承担保修责任。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '学员因个人原因缺课的，缺课部分不予退费，但可以安排补课。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '买方付清货款后，卖方应在十日内开具增值税专用发票。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '托运人要求变更收货人的，应当赔偿承运人因此受到的损失。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '学员因个人原因退学的，机构按未上课时比例退还学费。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '卖方未按期交货的，买方享有要求卖方继续履行并支付违约金的权利。',
      '买方逾期付款的，在付清欠款前不享有要求卖方按期交货的权利。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '保险合同成立后，投保人可以解除合同，保险人不得解除合同。',
      '货物运输保险合同的保险责任开始后，投保人不得解除合同。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '因旅行社原因未能成行的，旅行社应退还全部团费并支付违约金，游客同意改期的，可以安排下一次同等行程。',
      '因主办方原因演出延期的，观众可选择持原票观看延期后的演出，或者申请全额退票。',
      '因游客自身原因未能参团的，旅行社仅可安排改期，不退还已支付给履行辅助人的费用。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '因不可抗力需要调整行程的，旅行社应向游客说明，游客不同意调整的，可以解除合同。',
      '航班取消的，承运人应当退还旅客未使用航段的票款。',
      '旅行社不得擅自调整行程，游客无正当理由不得解除合同。',
      '游客要求变更出发日期的，应在出发前七日提出，旅行社只能按实际发生的费用收取变更费。',
    ],
  },
  // Round 4 (decision 218): families first planted by the independent round-4 writer; development sentences.
  'general.family.post-termination-fees': {
    hit: [
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '客户中途停止使用云服务器的，应当依照合同约定的全年服务费标准支付余下月份的服务费。',
      '会员提前退卡的，须向健身会所支付剩余各月的会员费。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '学员在培训周期内中途退学的，已约定的四十八课时培训费仍应全额支付。',
      '承租人在租赁期内提前退租的，两年租金仍须一次性付清，出租人不予退还。',
      '租赁期内合同因任何原因解除的，承租方仍应支付自解除之日起至租期届满之日止的租金。',
      '加盟商提前解约的，应补足剩余合作年限的全部加盟费，作为特许方的收益损失补偿。',
      '客户中途停止使用服务的，仍须一次性支付剩余合同期内的全部月费。',
      '学员中途退学的，学员仍应按照报名时的收费标准，向培训机构缴清剩余课时的全部费用。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '合同因任何原因提前解除的，客户仍应支付合同剩余期限内的全部服务费。',
      '承租人提前退租的，应按剩余租期的全部租金向出租人支付。',
      '本合同解除后，会员已缴纳的年费不予退还，且应补足未到期部分的全部费用。',
      '乙方单方解约的，须一次性付清合同期内尚未支付的全部款项。',
      // Round-5 meanings in the lead's own words (decision 219), not the round-5 sentences.
      '合同提前解除的，承租人应一次性支付全部未到期租金。',
      '加盟商中途退出的，应按剩余年限一次性缴清全部加盟管理费。',
      '客户提前终止服务的，须按合同余下期限向服务商支付全部服务费用。',
      '承租人提前停止营业的，仍应按剩余租期一次性付清全部租金。',
      '商户提前歇业的，仍须按剩余年限缴清全部平台年费。',
      // Round-6 meanings in the lead's own words (decision 219), not the round-6 sentences.
      '承租人提前解约的，应支付自解约之日起至合同期满之日止的全部租金，出租人转租所得不予扣减。',
      '客户取消已预订课程的，应按全部未上课时的标准价足额支付课时费。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '学员中途退学的，机构仍有权收取剩余课时的全部学费。',
      '客户在服务期满前退出的，服务商有权按整个服务期的全额费用结算。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '解除合同后，未完成部分的培训费仍应全额支付给培训机构。',
      '合同提前终止的，未提供服务部分的服务费客户仍须全额支付。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '借款人提前还款的，仍应支付合同约定借款期限内剩余期间的全部利息。',
      '承租人提前退租的，仍须按合同约定支付租期内剩余月份的全部租金。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '合同无论因何原因提前终止，学员均应向培训机构支付剩余课时的全部费用。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '合同因任何一方原因提前终止的，业主均应向物业公司支付剩余期限的全部服务费。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '无论合同因何解除，会员均应支付剩余月份的最低消费金额。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '无论合同因何种原因终止，客户均应支付合同约定的剩余月份最低服务费。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '会员中途退会的，剩余会籍期间的会费仍须按月缴纳至原定期满之日。',
      '承租人提前退还车辆的，剩余租期的租金照付。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '会员因任何原因中途退会的，已缴纳的年费不予退还，未缴纳的剩余年费仍须补缴。',
      '合同提前解除的，客户仍应按合同约定的最低服务年限支付全部服务费。',
      '承租人提前退租的，须付清至租期届满之日的全部租金后方可办理退租手续。',
      '托管协议解除后，委托方仍应支付协议剩余期限内的管理费总额。',
      '学员中途退学的，须按全部课程的学费标准结算，已上课时与未上课时一并计费。',
      '无论本协议因何终止，广告主均应支付整个投放周期的全部广告费用。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '客户在两年推广期届满前解约的，剩余期间的推广费视为到期债务，应于解约后七日内付清。',
      '学员提前退课的，剩余月份的月费仍按月扣缴至原定结束之日。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '因任何原因导致推广合同提前终止的，客户应按原约定的全年推广金额支付全部推广费用。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '学员中途退学的，应按整个学年的学费标准缴清全部费用。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '客户在服务期内提前终止的，应向服务商付清整个服务期的全部费用。',
      '承租人在租期届满前退租的，须按剩余租期应付租金的全额支付给出租人。',
      '客户在推广期内解约的，须向服务商补足整个推广周期的服务费。',
      '承租人提前退房的，须按剩余租期的租金总额赔偿出租人。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '会员提前退会的，须补缴合同约定的全部期间会费后方可办理退会。',
      '学生中途退学的，应缴纳剩余学年的全部学费。',
      '老人家属在入住期内解除合同的，应支付至合同期满为止的全部服务费。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '租户中途搬离的，应按全年租金结算，不按实际居住月份折算。',
      '学员在课程中途退出的，须按整学期学费一次结清，机构不以已上课次数折算。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '会员在会籍期内退卡的，仍须按原定会籍期限缴清全部会费。',
      '租户提前终止合同的，须按原约定期限付清全部租金，房东另行出租所得不予扣减。',
      '不论何种原因致使合作提前结束，代理商均应支付合同约定的全年代理费。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '客户中途停用服务的，仍应支付合同约定服务期内的全部服务费。',
      // Round-22 meanings in the lead's own words (decision 227), not the round-22 sentences.
      '赞助商中途撤销赞助的，仍须按合同约定的全部赞助期支付赞助费。',
      '用户在套餐期内销户的，须补交剩余月份的全部套餐费。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '会员中途退卡的，仍应付清全部年度的会籍费。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '业主委员会提前解聘物业公司的，须支付剩余服务期内的全部物业费。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '承租人提前退租的，仍应支付至租赁期满之日止的全部租金。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '客户中途取消投放的，仍应支付排期表所列全部广告费。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '用户提前终止会员服务的，平台有权收取剩余期限内的全部会员费。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '学员中途退课的，仍须缴纳全部课程费用。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '客户提前终止合作的，应按原合作期限支付全部服务费。',
    ],
    miss: [
      // Round-39 near misses in the lead's own words (decision 254).
      '广告主中途停止投放的，仅需支付已发布月份的媒体费用，余下各月的费用无需支付。',
      '合同解除后，乙方应按照实际履行情况，向甲方结清已完成部分的费用。',
      '合同提前解除的，租金按实际使用天数结算，甲方应退还乙方已预付的剩余租金。',
      '任何一方提前解除合同的，应提前三十日书面通知对方。',
      '租赁期满后双方另行协商是否续租，未达成一致的本合同终止。',
      '承租人提前退租的，应按实际使用天数结算租金，剩余租金予以退还。',
      '承租人提前停止经营的，应提前三十日书面通知出租人，租金按实际使用期间结算。',
      '学员中途退学的，机构按已上课时结算学费，剩余课时的学费予以退还。',
      '本合同解除后，双方按照实际履行的部分结算费用，未履行部分的费用无需支付。',
      '借款人可以随时提前还款，利息按实际借款期间计算。',
      // Decision 222: the fair form of the same terms.
      '合同提前解除的，客户按实际服务期限支付服务费，未到期部分的费用予以退还。',
      '学员中途退学的，按已上课时结算学费，未上课时的学费予以退还。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '承租人提前退房的，应提前一个月通知出租人，租金按实际使用天数结算。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '学员中途退学的，学校按已上课时折算学费，退还剩余部分。',
      '承租人提前退租的，应结清至实际退租之日的租金。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '用户在合约期内销户的，按实际使用天数结算套餐费，退还剩余部分。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '会员中途退卡的，俱乐部按未使用月数退还会籍费。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '业主委员会提前解聘物业公司的，物业费结算至实际服务终止之日。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '客户在服务期内解除合同的，按已提供服务的月数结算财税顾问费，已预付的其余月份费用予以退还。',
      '学员中途退学的，已约定的四十八课时培训费按已上课时折算，未上课时的费用退还学员。',
    ],
  },
  'general.family.forfeit-payments': {
    hit: [
      '承租方有任何违约行为的，出租方有权解除合同，承租方已交纳的全部租金和押金归出租方所有。',
      '经销商被供应商认定违反价格政策的，供应商可没收经销商已缴纳的全部保证金及返利，不予退还。',
      '会员违反会规的，俱乐部有权除名，会员已缴纳的会费一律不予退还。',
      // Lead's fresh wordings, 2026-11-27 (other contract types and parties; written before round 5 was read).
      '乙方违约的，甲方有权没收乙方已支付的全部款项。',
      '买方未按期付清尾款的，卖方有权解除合同，买方已付款项全部归卖方所有，不予退还。',
      '承租人如有违约行为，出租人可扣留其已付的全部租金及押金作为违约金。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '会员违反俱乐部规定的，俱乐部有权冻结其会员卡，卡内余额全部归俱乐部所有。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '施工方中途退场的，建设方已付款项视为施工方的违约赔偿，施工方不得再要求结算已完工程款。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '承租人有任何违约行为的，出租人有权没收其已预付的全部租金。',
      '认购人未能按时签署买卖合同的，其已交付的认购款全部由开发商没收。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '承租人违反本合同任何一项约定的，出租人有权解除合同，承租人已支付的租金及保证金全部归出租人所有。',
      '买受人逾期付款超过五日的，出卖人可以解除合同并没收买受人已付的全部价款。',
      '加盟商违约的，特许人有权终止合同，已收取的加盟费、保证金及货款均不予返还。',
      '会员违反俱乐部规定的，俱乐部有权取消其会籍，已付会费不予退还。',
      '乙方未按期完成任务的，甲方有权收回项目并扣留已支付的全部预付款。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '经销商未达到年度进货指标的，品牌方可以没收其已预付的全部货款。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '合伙人未按期缴足出资的，其已实缴的出资额由其他合伙人无偿取得。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '委托人跳过中介与房东私下成交的，中介方有权没收委托人已交的全部诚意金和服务费。',
      '被授权方逾期支付任一期授权费的，授权方可终止授权，被授权方已付的全部费用不予退还。',
      '加盟商逾期缴纳任一期管理费的，品牌方可解除合同，加盟商此前缴纳的全部费用不予退还。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '投资人未按约完成后续出资的，其已缴纳的首期出资款归项目公司所有。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
    ],
    miss: [
      '一方违约的，守约方有权解除合同，并可以从已付款项中扣除实际损失后将其余款项退还。',
      '买方违约的，无权要求返还定金；卖方违约的，应当双倍返还定金。',
      '乙方已支付的款项，甲方应于合同解除后十日内退还。',
      '买方逾期付款的，卖方有权解除合同，扣除实际损失后的剩余款项退还买方。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '被许可方逾期付款的，许可方可以终止许可，已付许可费中与已实施期间相应的部分不予退还，其余部分退还。',
    ],
  },
  // Round 5 families (decision 219): the lead's development sentences, not the round-5 ones.
  'general.family.unilateral-extension': {
    hit: [
      '供货方可视生产情况自行推迟交货，推迟期间不视为逾期，供货方不承担违约责任。',
      '承包人有权根据施工进度单方顺延工期六十日，顺延期间承包人不支付工期延误违约金。',
      '开发商可在约定交房日期后自行延期一百二十日交房，延期期间不承担逾期交房责任。',
      '服务方可根据其人员安排调整交付时间，交付时间以服务方通知为准，迟延交付不构成违约。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '供货方认为需要时可推迟交货，推迟天数不计入逾期交货天数。',
      '平台可自行延后向卖家支付货款，延后期间不视为逾期付款。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '承包人因任何原因未能按期竣工的，工期自动顺延，发包人不得以此要求承包人承担逾期竣工责任。',
      '卖方未能按时交货的，交货期限相应自动延长六十日，延长期间买方无权解除合同。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '开发商有权视施工进度推迟交房，推迟不超过一百二十日的，开发商不承担违约责任。',
      '出卖人可根据货源情况延后发货，延后六十日以内的不视为违约。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '开发商有权视市政配套进度延后交房，延后不超过六个月的，开发商不承担任何责任。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '承包人因劳动力不足未能按期完工的，可自行决定延长工期，发包人应予接受。',
      '快递公司有权视运力情况延长配送时限，送达时间以快递公司另行通知为准，快递公司不承担延误责任。',
      '开发商可在交房期限届满前通知买受人延期交房，延期次数不限。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '物流公司有权视运力情况延长运输时限，到货时间以物流公司另行通知的为准，物流公司不因此承担逾期责任。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '承包人因自身人员原因未能按期完工的，工期相应延长，发包人不得因此要求赔偿。',
      '快递公司在节假日期间可自行延长配送时效，超出时效的延误不予赔付。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '受托人完成委托事务的期限可由受托人自行延长，委托人不得因此主张违约金。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '供方因生产安排原因不能按时交货的，可以相应推迟交货，推迟期间需方不得要求违约金。',
      '船公司可以根据航次安排推迟装运，由此产生的迟延由货主自行承担。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '唱片公司有权根据发行计划推迟专辑的发行时间，歌手不得以此为由主张违约。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '施工方认为需要延长工期的，工期相应顺延，施工方不承担工期延误的责任。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '出版社可根据其出版安排自行推迟出版时间，最长不超过交稿后两年。',
      '唱片公司可以根据其发行计划自行推迟专辑发行时间，最迟不超过录制完成后两年。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '快递公司可在其认为必要时延迟派送，由此造成的延误，快递公司不承担责任。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '出卖人可视上游供货情况相应顺延交货日期，顺延期间不承担逾期交货责任。',
      '物业公司可根据施工安排推迟交付车位的日期，由此造成的延迟不视为违约。',
      '承揽人可在通知定作人后延后完工时间，定作人不得以工期延误为由要求承揽人赔偿。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '施工方认为确有需要时可顺延工期，并于顺延后通知业主，顺延期间不计罚款。',
      '设计方可视设计复杂程度自行推迟交稿时间，委托方应予配合。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '施工单位因人手不足需要推迟竣工的，通知建设单位后竣工日期相应顺延。',
      '设计方可视项目需要推迟交图，委托方不得以交图延误为由扣减设计费。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '出版社可根据出版计划自行推迟出版时间，作者不得提出异议。',
      '开发商有权视工程进展情况延期交房，延期交房不承担违约责任。',
      '服务商可单方将上线日期推迟三十日，推迟期间不视为逾期。',
      '卖方认为有必要时可延后交货，买方应接受延后的交货日期。',
      '承运人可视航线安排调整到港时间，由此产生的延误承运人不负责任。',
      '施工方因自身工人短缺推迟完工的，竣工日期相应顺延，业主不得追究逾期责任。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '平台有权视系统开发进度推迟上线日期，商户不得因此要求赔偿。',
      '供货方遇供应链紧张时可自行延期交货三十日，不承担逾期交货责任。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '开发商可因施工需要推迟交房，推迟在九十日以内的，开发商免于承担违约责任。',
      '施工方有权视天气情况自行调整完工日期，工期相应顺延，业主不得追究延误责任。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '出版社有权根据出版计划安排出版时间，不受本合同约定的出版期限的限制。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '运营商可根据网络建设进度推迟开通服务，推迟期间不视为违约。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '本订单载明的到货时间仅供参考，供方对到货迟延不承担任何责任。',
      '项目计划中的上线日期为估计日期，开发方不保证按该日期完成，逾期上线不视为违约。',
      '装修工期仅为预估，施工方将尽最大努力按期完工，但对工期延误概不负责。',
      '船期仅供参考，承运人不保证货物按期到港，对延误概不负责。',
    ],
    miss: [
      '因甲方未按时提供施工场地导致工期延误的，工期相应顺延。',
      '如遇不可抗力，交货期可相应顺延，受影响一方应及时通知对方。',
      '经双方协商一致，可以延长交付期限。',
      '因发包人原因导致工期延误的，工期相应顺延。',
      '因不可抗力导致卖方不能按期交货的，交货期相应延长，但卖方应及时通知买方。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '出版社应在交稿后六个月内出版作品，因作者原因延误的除外。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '因发包人原因导致工期延误的，工期相应顺延。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '经双方协商一致，工期可以顺延。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '因发包人未按时提供材料导致承包人延期竣工的，工期相应顺延。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '经双方书面协商一致，出版时间可以推迟。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '合同约定的交货日期为预计日期，卖方应在该日期后十五日内完成交货，逾期的按日支付违约金。',
      '卖方将尽合理努力提前交货，但最迟不得晚于合同约定的交货日期，逾期交货的应承担违约责任。',
      '出卖人的宣传资料及样板间仅供参考，交付的房屋以本合同附件约定的标准为准，买受人不得以宣传资料主张权利。',
    ],
  },
  'general.family.deemed-service': {
    hit: [
      '甲方以短信方式向乙方发送的通知，自短信发出之时即视为送达。',
      '出借人在其官方网站公告的通知，自公告之日即视为已送达借款人。',
      '物业公司张贴于单元门口的缴费通知，自张贴之日视为送达业主，业主以未看到为由提出异议的，物业公司不予认可。',
      '出租人寄往承租人地址的函件，无论承租人是否签收，均于寄出之日视为送达。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '物业公司在业主群中发布的通知，视为已履行书面通知义务。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '委托方通过电子邮箱发出的函件，发送成功即产生送达效力，不论受托方是否阅读。',
      '平台在用户账户内发布的通知，一经发布即发生送达的效力。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '催款通知一经出借人系统推送，即构成对借款人的有效送达。',
      '出租人以短信发出的通知，自发出之时即生效。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '公司将解除通知张贴于员工宿舍公告栏满三日，即产生送达效力。',
      '出租人通过短信向承租人预留号码发送的催租通知，自短信发出时生效，承租人更换号码未告知的后果自负。',
      '贷款人在其官方网站发布的利率调整公告，自发布之日起对借款人发生效力，不另行逐一通知。',
      '甲方以快递方式向乙方营业执照登记地址寄送文件的，自快递寄出之日起第二日视为乙方签收。',
      '平台在站内信中推送的处罚决定，推送成功即视为商家已知悉。',
      '委托人寄往受托人的函件，无论受托人是否实际收到，均自交邮之日起生效。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '单位以挂号信向员工登记地址寄出的文件，自寄出之日起即视为已送达。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '物业公司将缴费通知张贴于业主家门口或塞入门缝的，视为已送达业主。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '甲方寄送的任何函件，以甲方保存的快递底单为送达凭证，无论乙方是否签收。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '甲方按乙方在合同中载明的地址寄送的通知，无论乙方是否实际收到，寄出即视为送达。',
      '平台在网站公告栏发布的通知，自发布之时视为已送达全体用户。',
      '甲方以短信方式发出的通知，发送即视为送达，不论乙方是否阅读。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '乙方预留的电子邮箱无法接收邮件的，甲方发出的邮件仍视为已送达乙方。',
      '物业公司在小区公告栏张贴通知满三日的，视为已通知全体业主。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '公司向员工预留手机号发送短信的，无论员工是否阅读，均视为已经送达。',
      '甲方的通知一经在其官网公布即视为已送达乙方。',
    ],
    miss: [
      '通知以书面形式送达对方地址，以对方签收之日为送达日。',
      '任何一方以电子邮件发送的通知，以对方邮件系统显示收到之时为送达时间。',
      '一方变更送达地址的，应在三日内书面通知对方，未通知的，按原地址发出的通知视为送达。',
      '甲方发出的结算单，乙方收到后三日内未书面回复的，视为乙方认可结算单所载金额。',
      // Decision 222: the fair form of the same terms.
      '甲方寄往乙方的函件，以乙方实际签收之日为送达日。',
      '贷款人调整利率的，应当逐一书面通知借款人，通知到达借款人时生效。',
    ],
  },
  // Round 6 families (decision 219): the lead's development sentences, not the round-6 ones.
  'general.family.designated-appraisal': {
    hit: [
      '货物损失由承运人委托的公估公司核定，托运人应予认可。',
      '工程质量是否合格由发包人指定的检测单位判定，承包人不得另行申请鉴定。',
      '设备故障原因由出租人选定的专家认定，承租人应无条件接受。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '设备故障是否属于质量问题，由出卖人质检部门判定，该判定为最终结论。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '车辆的损失金额由出租方选定的评估机构评定，承租方应按评定结果赔偿。',
      '抵押物价值由抵押权人委托的估价公司评估确定，抵押人不得另行委托评估。',
      '设计方案是否符合要求，由发包人组织的专家组评审确定，专家组意见为最终意见。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '车辆损失以租赁公司合作的定损机构出具的定损单为准，承租人不得提出异议。',
      '房屋修复费用由出租人指定的评估公司确定，承租人应当认可。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '工程质量争议由建设单位选定的鉴定机构鉴定，鉴定结论为最终结论，施工单位不得申请重新鉴定。',
      '车辆损失以出租方合作的修理厂出具的定损单为准，承租方放弃另行评估的权利。',
      '学员的等级由培训机构自行组织评估确定，学员对评估结果不得提出异议。',
      // Round-11 meanings again, in other words where the first ones did not carry (decision 220).
      '车辆维修费用以出租方合作修理厂出具的报价单为准，承租方不得另行委托评估。',
      '入住老人的护理等级由养老机构自行组织评定，家属不得提出异议。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '软件是否存在缺陷，以许可方技术团队出具的测试结论作为终局判定。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '果农交售的水果等级由收购公司自有检测中心评定，评定结果为定价的唯一依据。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '古董真伪发生争议时，由典当行聘请的鉴定专家出具意见，该意见对当户具有约束力。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '货物损失金额以承运人委托的公估机构出具的报告为最终依据。',
      '工程质量有争议的，由建设单位委托的检测机构鉴定，施工单位不得申请重新鉴定。',
      '牛只死亡原因以收购企业指定的兽医诊断为准，养殖户不得另行委托鉴定。',
      '设备是否存在故障由厂家的技术人员检测确认，检测结果对用户具有约束力。',
      '货物损失以承运人委托的评估公司出具的报告为最终定损依据。',
      '奶牛死亡原因以乳企指定的兽医出具的意见为准，奶农不得另行委托鉴定。',
      '设备是否存在质量问题由卖方的工程师检测确认，该结果对买方具有约束力。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '对原料质量有争议的，由加工厂送其自有实验室检测，检测结果作为判定质量的唯一依据。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '因诊疗发生争议的，以医院组织的专家意见作为认定医疗过错的依据。',
      '茶叶等级由收购方的质检员现场判定，判定结果即为结算等级，茶农不得另请机构复检。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '患者对手术效果有异议的，由我院医务科组织内部专家进行评定，评定结论为最终结论。',
      '对护理事故责任的认定，以本中心自行组织的评审小组意见为准。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '设备故障原因由制造企业委托的检测单位认定，该认定为最终结论。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '回购价格以投资方委托的评估公司出具的评估结果为准，该结果对各方均有最终约束力。',
      // Round-22 meanings in the lead's own words (decision 227), not the round-22 sentences.
      '设备损坏程度由出租方指定的修理厂评定，承租方按评定金额赔偿。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '房屋损坏由物业公司指定的装修公司核损，业主应按核损数额赔偿。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '生猪的等级由屠宰企业派出的检验员现场判定，养殖户应当接受判定结果。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '货物质量由卖方质检部门检验，检验结论为最终结论，买方不得另行委托检验。',
      '房屋的损坏程度由出租人自行评估确定，承租人应按评估金额赔偿。',
      '患者的伤残等级以医院内部专家组评定的结果为准。',
      '事故责任由保险公司指定的公估机构认定，被保险人应予认可。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '租赁设备损坏的维修费用，以出租人指定的维修商出具的报价为准。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '奶牛的死亡原因由乳企指派的兽医认定，奶农不得提出异议。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '工程质量由发包人聘请的检测机构检测，检测结论为最终结论。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '车辆损坏程度由租车公司选定的修理厂出具意见，承租人应据此赔偿。',
    ],
    miss: [
      '双方共同委托具有资质的鉴定机构进行鉴定，鉴定费用由败诉方承担。',
      '对检测结果有异议的，任何一方可以申请重新检测。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '设备质量有争议的，由双方共同委托的检测机构检测。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '患者对诊疗行为有异议的，可以依法申请医疗事故技术鉴定。',
      '医疗过错的认定以具有资质的第三方鉴定机构出具的鉴定意见为准。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '设备故障原因由双方共同委托的检测单位认定。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '回购价格以各方共同委托的评估机构出具的评估结果为准。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '房屋损坏由双方共同委托的评估机构定损，按定损金额赔偿。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '货物质量由双方共同委托的第三方检测机构检验，检验结论对双方具有约束力。',
    ],
  },
  'general.family.one-sided-costs': {
    hit: [
      '因本协议产生纠纷的，不论诉讼结果如何，平台为此支出的律师费、公证费均由商户承担。',
      '出借人为追讨借款支出的律师费，即使纠纷系出借人原因引起，也由借款人承担。',
      '房屋买卖过程中依法应由卖方缴纳的个人所得税和增值税，全部由买方承担。',
      '承租人应承担全部税费，包括出租人就租金收入应缴纳的房产税。',
      '经销商应承担供货方因应对与产品有关的任何投诉、诉讼、行政检查而支出的全部费用，即使该投诉系因供货方原因引起。',
      // Round-7 meanings in the lead's own words (decision 219), not the round-7 sentences.
      '房屋买卖涉及的全部税费（含出卖人应缴纳的增值税）均由买受人承担。',
      '项目审批产生的一切费用均由委托方承担，包括因受托方自身过错增加的费用。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '出租人为追讨租金聘请律师所支出的费用，无论纠纷因何产生，均由承租人承担。',
      '甲方因本合同纠纷产生的律师代理费用，不论哪方过错，均由乙方负担。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '双方因本合同产生的诉讼费、律师费和保全费，不论最终裁判结果如何，均由承租人承担。',
      '承租人应缴纳依法应由出租人缴纳的房产税及其他一切税费。',
      '商户应承担平台为处理消费者投诉而支出的一切费用，包括平台决定先行赔付给消费者的款项。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '双方在诉讼中各自支出的律师费和鉴定费，最后都由承包人负担。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '房屋买卖中依法应由双方分别承担的各项税费，均由买受人一方缴纳。',
      '办理本合同所需的一切审批、公证手续费用，不论由哪一方申请，均由乙方承担。',
      '出借人为实现债权支出的律师费、诉讼费，无论出借人的诉讼请求是否得到支持，均由借款人承担。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '承包人因配合发包人检查或应对第三方投诉而产生的费用，无论责任是否在承包人，均由承包人承担。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '本合同涉及的印花税、登记费以及双方各自聘请顾问的费用，均由甲方负担。',
      '被许可方应承担许可方维持专利有效和应对无效宣告的全部费用，不论该费用是否因被许可方引起。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '出借人为实现债权支出的一切费用，不论借款人是否违约，均由借款人负担。',
      '许可方在任何司法程序中发生的费用，无论程序由谁发起、结果如何，被许可方均应予以补偿。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '本合同履行中产生的全部税费，包括依法应由出卖人承担的部分，均由买受人负担。',
      '出租人为追讨欠款所支出的律师费、差旅费，不论诉讼结果如何，均由承租人承担。',
      '因本项目产生的任何审计、评估、公证费用，一概由乙方支付。',
      '甲方就本合同发生的任何诉讼费、保全费、律师费，无论甲方胜诉与否，均由乙方承担。',
      '委托人委托的任何第三方检测所发生的费用，不论检测结果是否合格，全部由受托人承担。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '借款人应承担出借人实现债权所支出的全部费用，包括出借人按风险代理方式支付的律师费。',
      '货物在码头期间产生的全部仓储费、滞港费、查验费均由买方承担，无论延误由哪一方造成。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '车辆过户过程中产生的全部税费，不论法律规定由哪一方缴纳，均由买方一方负担。',
      '许可方在维护许可商标过程中支出的诉讼费、律师费及续展费，全部由被许可方承担。',
      '出租人在追讨租金过程中产生的一切费用，包括委托催收公司的服务费，均由承租人承担，即使租金数额存在争议。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '因本合同发生的任何争议，出租人为处理争议所支付的全部费用，包括律师费和鉴定费，均由承租人负担。',
      '顾问公司就本合同收入应缴纳的所得税，由委托方在顾问费之外另行承担。',
      '厂房出租期间的房产税、土地使用税以及出租人的租金收入所得税均由承租人承担。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '凡涉及供应商的诉讼、仲裁，采购方因此支出的律师费和诉讼费，无论供应商有无过错，均由供应商负担。',
      '房屋买卖中出卖人应缴纳的个人所得税和增值税，全部由买受人负担。',
      '因商户引起的消费者投诉，平台发生的应诉成本和赔付，不论商户有无过错，一律由商户承担。',
      '转让方的个人所得税及其他税费全部由受让方负担。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '平台收取的各项服务费均不含税，平台因本协议发生的全部税费由商户另行承担。',
      '公司处理与经销商之间任何纠纷所发生的律师费，均由经销商负担。',
      '公司处理与加盟商之间任何纠纷所产生的法律费用，均由加盟商承担。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '平台与商户之间发生任何纠纷的，包括平台败诉的情形，平台支出的律师费均由商户负担。',
      '本次交易双方应缴纳的全部税费，包括卖方应缴的个人所得税，均由买方承担。',
      '出让方因本次转让应缴纳的个人所得税，均由受让方代为承担。',
      '卖方就本次交易应缴纳的个人所得税，均由买方代为承担。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '承租人应承担出租人因收取租金而产生的全部税费。',
      '服务商与客户之间的任何仲裁，仲裁费和双方律师费均由客户承担，不论裁决结果如何。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '租户须负担物业的房产税，以及业主就其租金收入应缴的各项税款。',
      '就本合同发生的诉讼，无论法院最终如何判决，甲乙双方的律师费及诉讼费均由乙方负担。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '甲方与任何第三方之间发生的诉讼费用，只要与本项目有关，一律由乙方负担。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '许可方就本协议对被许可方提起仲裁的，被许可方应负担许可方的全部仲裁费、律师费。',
      '出租人依法应缴纳的房产税及土地使用税，由承租人承担。',
      '物流公司应缴的各项规费及税款，均由托运人承担。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '竣工结算的审计费用由施工方全部承担，不论审减金额多少。',
      '商铺出租产生的增值税和房产税，全部由租户承担。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '办理产权过户所需的全部税费，包括依法应由卖方缴纳的部分，均由买方承担。',
      '因本合同发生争议的，无论哪一方胜诉，仲裁费及律师费均由乙方承担。',
      '出租人为追讨租金支出的催收费、律师费和差旅费，即使承租人最终无需付款，也由承租人承担。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '出租方与租户发生纠纷的，出租方的律师费、公证费一概由租户承担。',
      '车辆过户产生的全部税费由买方承担，卖方所得车款为净得价。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '本合同的公证费、评估费、登记费及保险费全部由借款人承担。',
      '因合同履行发生的任何诉讼，不论诉讼结果如何，乙方均应承担甲方支出的全部律师费。',
      '承租人应承担出租人就该房屋应缴纳的房产税和土地使用税。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '双方发生诉讼的，不论胜败，甲方的律师费均由乙方承担。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '因本合同发生的一切费用，包括出租人应当承担的税费，均由承租人承担。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '出租人因追讨租金聘请律师所支出的律师费，无论承租人是否存在违约行为，均由承租人负担。',
      '服务商为向客户追收服务费而支出的催收费用和交通差旅费，由客户承担，且不以客户违约为条件。',
      '出版社因本合同产生的任何诉讼所支出的律师费，即便出版社最终败诉，亦由作者承担。',
      '业主委托律师调查承包人是否违约的费用由承包人承担，即使调查后确认承包人不存在违约。',
    ],
    miss: [
      '守约方为实现债权支出的律师费、诉讼费由违约方承担。',
      '依法应由卖方缴纳的税费由卖方承担，应由买方缴纳的税费由买方承担。',
      '交易税费按照国家规定由双方各自承担。',
      '因诉讼产生的律师费由败诉方承担。',
      '双方因本合同发生的诉讼费、律师费由败诉方承担。',
      // Decision 222: the fair form of the same terms.
      '因本项目产生的审计、评估费用由双方平均分担。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '股权转让所涉及的税费，由双方依照法律规定各自承担。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '因纠纷发生的律师费由败诉方承担。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '本次交易应缴纳的税费，由买卖双方依照法律规定各自承担。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '因一方违约引起诉讼的，胜诉方的律师费由败诉方承担。',
      '房产税由出租人依法缴纳，承租人不承担出租人的任何税费。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '一方违约导致对方提起诉讼的，违约方应承担守约方的律师费。',
      '因本合同产生的税费，由双方依法各自承担。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '竣工结算的审计费用由双方各自承担一半。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '因本合同发生争议的，仲裁费和律师费由败诉方承担。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '本合同的公证费、评估费由双方各半承担。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '乙方逾期付款的，甲方为催收欠款而支出的律师费、诉讼费由乙方承担。',
      '因一方违约引起诉讼的，守约方为此支出的律师费、差旅费由违约方承担。',
      '因本合同发生诉讼的，律师费由败诉方承担。',
    ],
  },
  // Round 7 families (decision 219): the lead's development sentences, not the round-7 ones.
  'general.family.unilateral-suspension': {
    hit: [
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '游泳馆可因设备检修、赛事承办等自身原因闭馆，会员年卡期限照常计算，不作延长。',
      '承办方有权在课程开班前随时暂停或取消课程，学员只能获得已付学费的退还。',
      '平台有权随时暂停商户的店铺服务，由此造成的损失由商户自行承担。',
      '供电方可根据需要随时中止供电，无需提前通知，亦不承担任何责任。',
      '服务商可视情况冻结客户账户，冻结期间服务商不承担违约责任。',
      '俱乐部有权视情况暂停会员的使用资格，暂停期间会费照常收取。',
      '供应商可根据自身安排暂停供货，暂停期间采购方不得要求供应商承担违约责任。',
      '平台有权在不通知的情况下冻结商户账户，冻结期间不予任何补偿。',
      '业主拖欠物业费的，物业公司可以采取停水停电措施催缴。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '承租人拖欠物业费的，物业公司有权停止向其提供电梯和供暖服务。',
      '业主未按时缴纳物业费的，物业服务企业可以暂停供应其房屋的用水。',
      '运营商有权在不通知用户的情况下随时中止网络服务，用户的损失运营商不予赔偿。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '贷款人有权根据自身资金安排中止发放尚未发放的贷款，借款人不得据此要求贷款人承担责任。',
      '云服务商认为用户存在违规风险的，有权立即中止服务，由此造成的数据丢失由用户自行承担。',
      '物业公司有权对欠缴物业费的业主暂停提供门禁卡和电梯卡服务。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '物业公司有权对未按期交费的业主停止提供门禁服务。',
      '服务商有权在不通知客户的情况下中止服务，且不因此向客户承担任何赔偿责任。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '平台基于风险控制需要可暂停用户的提现功能，暂停期限由平台决定。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '服务商因系统维护或其认为合理的其他原因可以随时中断服务，中断时间不计入服务不可用时间。',
      '代理人可以视情况暂停办理代理事务，被代理人不得以此主张代理人违约。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '卖方认为买方可能存在付款风险的，有权暂停发货，由此造成的损失由买方自负。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '供电方在认为用电方存在安全隐患时，可以不经通知中断供电。',
      '服务商可以基于系统维护或其他原因暂停服务，暂停期间服务费照常收取。',
      '出卖人有权视市场情况暂缓发货，买受人不得追究出卖人迟延交货的责任。',
      '平台可自主决定冻结商户账户资金，冻结期间不计利息。',
      '甲方可以在任何时候通知乙方停止施工，停工期间的损失由乙方自行承担。',
      '运营方有权中止用户的游戏账号使用而无需说明理由。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '网约车平台可视情况暂停向驾驶员派单，暂停期间驾驶员不得主张任何损失。',
      '供气公司可以根据经营需要中止供气，中止期间的气费不予减免。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '培训机构可根据需要随时停课，停课期间不另行补课。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '供水单位可根据管网运行需要随时停止供水，对用户因此遭受的损失不负责任。',
      '公司认为主播直播状态不佳的，可以暂停安排直播并停发底薪。',
      '培训学校可因内部调整暂停授课，已收学费不予减免。',
      '燃气公司可根据调度需要随时中断供气，不承担由此造成的任何损失。',
      '幼儿园可因内部原因临时停园，已交保育费不予减免。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '总承包方可在其认为适当时暂停向分包方移交工作面，由此产生的窝工损失由分包方自行承担。',
      '平台有权在其认为必要时暂停商户的店铺，由此造成的经营损失由商户自理。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '甲方对乙方的履约不满意时，可暂停支付全部款项直至甲方满意为止。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '供热公司可视管网情况自行暂停供暖，不就住户由此产生的任何损失承担赔偿责任。',
      '物流平台有权在其认为必要时中断配送服务，且不对商户由此遭受的损失负责。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '平台有权在其认为必要时暂停提供服务，用户不得因此追究平台的违约责任。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '冷库方可在其认为必要时暂停出库，货主因此产生的损失由其自行承担。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '平台可在任何时间暂停向商户结算货款，暂停期间不构成违约。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '平台可视经营需要暂停向商家结算货款，待平台决定恢复后再行结算。',
      '运营商认为必要时，可以暂停全部或部分网络服务，无须事先告知用户。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '网络服务商有权在其认为必要时中断向客户提供服务，中断期间的服务费照常收取。',
      '供热单位可根据热源情况暂停供热，由此造成的损失供热单位不予赔偿。',
      '物业公司可对欠缴物业费的业主停止电梯卡使用权限。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '供暖公司在其认为必要时可暂停供暖，暂停期间不承担违约责任。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '供热公司因设备检修停止供热的，无需提前通知用户，亦不减免采暖费。',
      '甲方认为必要时可暂停付款，暂停期间不计逾期。',
    ],
    miss: [
      '健身房因设备检修暂停营业的，会员卡有效期相应顺延。',
      '乙方逾期付款超过十日的，甲方有权暂停供货，直至乙方付清欠款。',
      '因不可抗力需要暂停服务的，服务方应及时通知客户。',
      '供水方因检修需要停水的，应提前三日通知用水方。',
      '物业服务人不得采取停止供电、供水等方式催交物业费。',
      '业主欠交物业费的，物业服务人可以催告其在合理期限内支付，但不得采取停止供水、供电等方式催交。',
      // Decision 222: the fair form of the same terms.
      '供电方因检修需要中断供电的，应当提前七日通知用电方。',
      '出卖人因不可抗力暂缓发货的，应及时通知买受人。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '因检修需要暂停供气的，燃气公司应当提前七日公告。',
      '培训机构因故暂停授课的，应退还未上课时的学费。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '供气单位因管道检修需要停止供气的，应提前七日通知用户。',
      '任何一方不得擅自中止履行本合同。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '在商户逾期未缴纳保证金的情况下，平台可暂停结算，暂停期间不构成违约。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '因设备检修需暂停服务的，服务商应提前七日通知客户，暂停期间服务费相应减免。',
    ],
  },
  'general.family.penalty-cumulation': {
    hit: [
      '乙方违约时应支付的违约金为固定金额，乙方不得以违约金过高为由请求调减。',
      '承包人放弃请求调减违约金的权利，违约金按日计算且不设上限。',
      '买受人无权以违约金过分高于损失为由要求降低违约金。',
      '逾期交货的，供货方除按日支付违约金外，还应另行赔偿采购方的全部损失，两者并用。',
      '会员违约的，俱乐部收取的定金不予退还，且不抵作违约金。',
      // Round-8 meanings in the lead's own words (decision 220), not the round-8 sentences.
      '借款人逾期还款的，出借人可以同时要求支付违约金、逾期利息和赔偿损失，各项可以一并主张。',
      '供方逾期交货的，按日支付违约金，且不影响需方另行要求供方赔偿因迟延造成的全部损失。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '承租人逾期支付租金的，应同时支付滞纳金和违约金，出租人的其他损失另行计算。',
      '经销商违约的，应支付违约金二十万元，该违约金不影响供应商另行索赔全部损失，亦不抵扣经销商已交付的定金。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '买方未按期付款的，已付定金不予退还，买方还应按合同总价的百分之二十支付违约金。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '经销商违反价格政策的，应支付违约金二十万元并赔偿全部损失，违约金不得冲抵赔偿金额。',
      '借款人逾期的，除计收罚息外，还应支付本金百分之十的违约金，并赔偿出借人全部损失。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '买受人除有权要求双倍返还定金外，还有权要求出卖人支付合同总价百分之二十的违约金。',
      '本合同的定金罚则与违约金条款同时适用，守约方无需择一主张。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '乙方应支付的违约金与赔偿金累计计算，违约金不因赔偿金的支付而减少。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '承包人逾期完工的，应按日支付违约金，且发包人可同时没收承包人缴纳的定金。',
      '卖方迟延交货的，应按日支付违约金，该违约金不影响买方没收卖方已付定金。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '违约金不影响守约方另行要求赔偿损失，两者可以同时主张，且不以实际损失为限。',
      '支付违约金不影响守约方另行主张赔偿，二者可以一并主张，且不以实际损失为限。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '乙方违约的，除支付违约金外，还须赔偿甲方全部损失，乙方不得请求仲裁机构或法院降低违约金。',
      '买方逾期付款的，卖方除收取违约金外，还有权另行索赔全部损失，违约金不得抵作损失赔偿。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '买方违约的，卖方有权没收定金，并要求买方另行支付合同总价百分之二十的违约金。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '乙方迟延交货的，除支付迟延违约金外，甲方还可同时要求乙方支付合同总价百分之三十的违约金。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '乙方违约的，除应支付违约金十万元外，还应赔偿甲方全部损失，违约金不折抵损失。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '卖方迟延交货的，应按日支付违约金，买方扣留的履约保证金同时不予退还。',
    ],
    miss: [
      '一方违约时，对方可以选择适用违约金或者定金条款，二者不得同时适用。',
      '约定的违约金过分高于损失的，违约方可以请求人民法院予以适当减少。',
      '违约方应支付违约金；违约金不足以弥补损失的，还应赔偿不足部分。',
      '出租人逾期交房的，应按日支付违约金；违约金不足以弥补承租人损失的，承租人可以就不足部分另行主张赔偿。',
      '定金和违约金条款由守约方择一适用。',
      '定金和违约金由守约方选择适用，不得同时主张。',
      '违约金不足以弥补损失的，守约方可以就不足部分另行主张赔偿。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '卖方迟延交货的，买方可以选择适用违约金或者定金条款。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '违约金不足以弥补损失的，守约方可就超出部分另行主张赔偿。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '乙方迟延交货的，按日支付合同总价万分之五的违约金，违约金总额不超过合同总价的百分之十。',
    ],
  },
  // Round-8 families (decision 220): the lead's own sentences, written from the meaning, not the round-8 ones.
  'general.family.silence-as-consent': {
    hit: [
      '出租人调整租金的，应书面通知承租人，承租人收到通知后七日内未书面提出异议的，视为承租人同意调整。',
      '平台修改用户协议后，用户继续使用本服务的，即视为用户接受修改后的协议。',
      '服务方变更服务内容的，客户在十日内未表示反对的，推定客户已同意该变更。',
      '乙方收到甲方的价格确认单后三日内未书面答复的，视为乙方确认该价格。',
      '银行调整手续费标准，借款人在公告后未申请销户的，视为认可新的收费标准。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '甲方发出的结算单，乙方收到后三日内未书面回复的，视为乙方认可结算单所载金额。',
      '债权人发出的债权确认函，债务人五日内未回复的，视为债务人确认该债务真实有效。',
      '乙方收到甲方的对账单后十日内未提出书面异议的，视为乙方确认对账单金额。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '施工单位提出的变更签证，建设单位在四十八小时内未签署意见的，视为建设单位认可该签证及费用。',
      '学员收到课程调整通知后三日内未申请退课的，视为同意新的课程安排。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '平台修改规则后，用户继续使用本服务的，即表明用户接受修改后的规则。',
      '供应商变更交货计划的，采购方未于三日内书面拒绝的，即受变更后的计划约束。',
      '受托人报送的费用清单，委托人保持沉默超过十日的，该清单即成为结算的依据。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '供应商对采购订单的内容在收到后二十四小时内未提出修改的，该订单即告成立并对供应商有约束力。',
      '会员在新版会员章程公布后继续到店消费的，表明其接受新章程的全部内容。',
      '乙方收到甲方的验收意见后未在三日内回复的，视为乙方认同该验收意见中列明的全部扣款。',
      '用户在服务费调整通知发出后仍登录使用本软件，即被视为接受新的收费标准。',
      '承包人在收到发包人的工程变更指令后七日内未提出书面异议的，即应按变更指令施工且不得主张增加费用。',
      '经销商在返利方案公布后十日内沉默不语的，该返利方案自动适用于经销商。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '保险公司调整代理手续费标准后，代理人继续开展业务的，视为认可新的手续费标准。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '发包方提出的进度调整计划，承包方未在五日内书面反对的，即视为双方已就调整达成一致。',
      '卖方发出的调价通知送达后，买方继续下单的，视为同意按调整后的价格结算全部未结货款。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '贷款人发出调整利率的通知后，借款人未在三十日内提前还款的，视为同意适用新利率。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '公司向员工发出的调整工作岗位通知，员工三日内未书面反对的，视为同意。',
      '公司发出的调整工作地点通知，员工未于五日内提出书面异议的，视为同意。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '银行调整贷款利率后，客户未提前结清贷款的，视为同意新利率。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '甲方发出的结算单乙方在五日内未回复的，视为乙方认可结算单的全部内容。',
      '平台修改服务协议后用户继续使用服务的，视为用户接受修改后的协议。',
      '乙方在收到甲方的价格调整通知后三日内未书面反对的，视为同意调整。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '甲方发出的价格调整单，乙方五日内未签字反馈的，视为同意调整。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '甲方发出的对账单，乙方收到后七日内未提出书面异议的，视为乙方确认对账单所列欠款金额。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '经销商收到公司下达的季度任务后五日内未提出异议的，该任务即成为合同的组成部分。',
      '银行调整收费标准后，客户继续办理业务的即视为同意。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '公司发布新的提成政策后，销售人员继续工作的，视为同意新的提成政策。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '健身会员未在七日内手动关闭平台新增的私教课程包的，视为同意购买并从储值余额中扣款。',
      '租户未在收到通知后七日内退订新增的管家服务的，即视为接受该项服务并按月支付费用。',
      '平台新上线的增值服务将默认为商户开通并按月收取服务费，商户可在后台自行关闭。',
      '物业公司调整停车收费标准后，业主未在一个月内退租车位的，视为接受新的收费标准。',
      '健身房更改会员规则后，会员未在十日内办理退卡的，视为同意新规则。',
    ],
    miss: [
      '甲方拟调整价格的，应提前三十日书面通知乙方，经乙方书面同意后方可生效；乙方未同意的，按原价格执行。',
      '乙方收货后三日内未提出质量异议的，视为货物验收合格。',
      '任何一方变更联系地址未通知对方的，按原地址发出的通知视为送达。',
      '平台修改用户协议的，应以显著方式通知用户，用户不同意的，有权停止使用并注销账户，且不视为违约。',
      // Decision 222: the fair form of the same terms.
      '供应商收到采购订单后二十四小时内书面确认的，该订单成立。',
      '会员章程修订后，会所应书面通知会员，会员不同意的可以退会并按剩余期限退还会费。',
      // Decision 222: the fair form of the same terms.
      '本合同未被修改的印刷文字视为双方同意的内容。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '公司调整员工工作岗位的，应与员工协商一致并采用书面形式。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '新增收费项目须经用户主动勾选同意后方可开通，用户未勾选的，不开通也不收费。',
      '自动续费功能默认关闭，用户主动开启后方按月扣费。',
      '会员服务期满前，会员未关闭自动续费功能的，视为同意按原价续订一年。',
      '会员服务默认开通自动续费并按月扣款，会员可随时在账户设置中关闭。',
      '物业公司调整停车收费标准的，应经业主大会表决同意，业主可以选择退租车位。',
    ],
  },
  'general.family.data-overreach': {
    hit: [
      '用户同意平台可将用户的个人信息提供给平台的关联公司和合作方，且无需另行征得用户同意。',
      '甲方有权将乙方在履约过程中提交的全部业务数据用于商业目的，并可向第三方出售，无需向乙方支付任何费用。',
      '会员授权俱乐部永久、免费地使用会员的肖像和个人资料进行宣传推广，会员不得撤回授权。',
      '客户同意服务商对客户数据进行汇总分析形成的数据产品归服务商所有，服务商可对外许可使用。',
      // Round-9 meanings in the lead's own words (decision 220), not the round-9 sentences.
      '学员报名即授权培训机构无期限使用其照片和成绩用于商业宣传，并可提供给合作机构。',
      '借款人授权出借人获取其通讯录和通话记录，出借人可在借款人逾期时联系通讯录中的联系人告知其欠款情况。',
      '用人单位可以自行收集员工的健康信息和家庭成员信息，并可提供给其关联公司及合作方。',
      // Round-9 meanings again, in other words where the first ones did not carry (decision 220).
      '借款人同意出借人在其逾期时向其亲友及工作单位告知欠款事实。',
      '员工的指纹和病史信息，用人单位可以自行采集并向境外总部及合作机构传输。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '承租人同意出租人将其身份信息和联系方式提供给合作的金融机构使用，无需另行取得承租人同意。',
      '员工同意公司采集其人脸信息和行踪轨迹，并在其离职后继续保存和使用。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '员工同意公司在其个人手机上安装监控软件，并可调取员工的全部聊天记录。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '健身房可永久保存会员的健康数据和人脸信息。',
      '服务商可将客户的业务数据用于训练其算法模型，并可向第三方提供数据服务。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '患者同意医院将其诊疗记录、基因检测数据提供给合作的医药企业用于商业研究。',
      '乘客使用本平台即授权平台收集其通讯录、相册及实时位置，并可在合作伙伴之间共享。',
      '学员报名资料及学习行为数据归培训机构所有，培训机构可将其出售给第三方教育机构。',
      '商户在平台上产生的交易数据、客户名单，平台有权永久保存并用于平台自营业务。',
      '员工同意公司在其个人手机上安装监控软件，读取其聊天记录和浏览记录。',
      '借款人授权出借人向其亲友、同事披露借款人的欠款信息以便催收。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '用户同意智能音箱服务商实时收集家中语音，并在服务终止后继续保存和使用。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '用户在使用云盘过程中产生的全部数据，服务商均有权自行分析、使用，并可向第三方提供或出售。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '服务方在服务过程中接触的全部用户数据，服务方可留存并用于开发其自有产品。',
      '学员的测评数据、学习记录可由机构用于任何商业合作，无需另行取得学员同意。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '学员同意培训机构将其肖像、成绩和联系方式用于招生宣传及与合作方共享。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '会员同意健身房在宣传中使用会员的姓名、照片和体测数据，使用期限和范围不受限制。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '会员注册即同意商家将其手机号码和消费记录提供给合作商户用于推送广告。',
      '租户同意平台对其上传的全部经营数据进行挖掘并用于平台自有产品。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '门诊可将患者的体检结果提供给合作的商业保险机构用于营销。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '会员一经注册即视为同意商场将其消费记录提供给关联公司用于广告推送。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '用人单位可采集员工的人脸信息和考勤定位，并在集团各关联公司之间共享。',
      '会员的个人资料，商家可用于自身营销，并可以出售给第三方。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '用户同意平台收集其通讯录、位置信息，并用于平台及合作伙伴的商业推广。',
      '患者同意医院将其病历资料提供给合作药企用于产品研发。',
      '员工同意公司监控其工作电脑、电子邮件及即时通讯内容，相关数据永久保存。',
      '乘客同意出行平台将其行程轨迹提供给第三方用于数据分析，且无需另行告知。',
      '业主同意物业公司采集其人脸信息用于门禁，并可共享给关联企业开展营销。',
      '会员授权健身房在其宣传材料中无偿使用会员的训练照片和视频。',
      '租户同意出租人将其身份信息和租赁记录提供给合作的征信机构。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '用户注册即视为同意平台读取其手机通讯录及相册。',
      '学员的考试成绩及身份信息，学校可公开用于招生宣传。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '乘客同意平台在行程中录音录像，录音录像资料可由平台用于任何用途。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '用户在智能设备上产生的健康数据，厂商可自行分析和转让，用户不得限制。',
      '司机同意平台实时采集其位置数据，并可向保险公司共享。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '会员同意健身房将其体测数据提供给合作保险公司用于产品推荐。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '会员的消费记录和联系方式，商场可用于本协议未约定的其他用途，无需另行告知会员。',
      '患者同意医院可将其诊疗信息用于收集时未告知的其他目的，无须重新取得患者同意。',
      '平台有权根据经营需要变更用户个人信息的处理目的，变更后无需重新征得用户同意。',
      '员工个人信息的使用目的发生变化的，公司仅在内网公告，不再另行征求员工同意。',
      // The cross-family scan after the round-41 read (decision 256): an address changed is not a purpose changed.
      '平台可根据运营需要变更个人信息的处理方式，无需另行征得用户同意。',
    ],
    miss: [
      '平台仅在取得用户单独同意后方可向第三方提供用户的个人信息。',
      '服务商对客户的业务数据负有保密义务，不得向任何第三方披露或者提供。',
      '甲方可以将经匿名化处理的统计数据用于改进自身服务。',
      '学员同意培训机构在招生宣传中使用其成绩，该同意可以随时书面撤回。',
      '平台仅在取得用户单独同意后向合作方提供其联系方式。',
      '用户可随时申请注销账户并要求平台删除其个人信息。',
      // Decision 222: the fair form of the same terms.
      '医院向合作医药企业提供患者诊疗数据的，应当经过匿名化处理并取得患者书面同意。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '经学员书面同意，培训机构可以将其照片用于招生宣传。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '平台仅在取得会员单独同意后，方可将其联系方式提供给合作商户。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '会员可自主选择是否同意商场将其消费记录提供给关联公司，未经其单独同意不得提供。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '会员的个人资料，商家仅用于本合同约定的服务，未经会员单独同意不得向第三方提供。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '医院仅在取得患者单独书面同意后，方可将去标识化的病历数据用于科研。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '平台仅在用户单独同意后读取其位置信息，用于提供导航服务。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '如我们需要将您的个人信息用于本政策未载明的其他目的，将事先征得您的明示同意。',
      '处理目的发生变更的，平台应当重新取得用户的同意。',
      '学员的手机号码仅用于课程通知，不得用于其他目的。',
      '公司不会超出上述目的范围使用员工的联系方式和家庭住址。',
      // The cross-family scan after the round-41 read (decision 256): an address changed is not a purpose changed.
      '若债务人变更住所或联系方式未于当日通知债权人，全部债务视为到期。',
    ],
  },
  // Round-9 families (decision 220): the lead's own sentences, written from the meaning, not the round-9 ones.
  'general.family.burden-of-proof': {
    hit: [
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '买车后六个月内车辆出现质量问题的，应由买方证明该问题在交车时已经存在。',
      '业主在装修完工后半年内发现墙面开裂的，须自行证明开裂于验收时已经存在。',
      '租赁期间房屋设施损坏的，均推定为承租人使用不当造成，承租人不能证明自己无过错的，应承担全部维修费用。',
      '用户账户发生的交易均推定为用户本人所为，用户主张被盗刷的，应自行举证证明，否则银行不承担责任。',
      '工程保修期内出现的任何质量问题，均视为承包人原因造成，承包人主张另有原因的，应自行举证并承担举证不能的后果。',
      '除受托方能证明损失与其无关外，委托财产在受托方保管期间的一切损失均由受托方赔偿。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '会员账户内的一切操作均视为会员本人所为，会员主张账户被盗用的，应自行承担举证责任。',
      '老人在入住期间受伤的，由家属负责举证证明护理员存在过错，否则养老院不承担责任。',
      '发生数据泄露时，服务商不能证明泄露与其无关的，即认定为服务商泄露。',
      '产品在保修期内出现故障的，买方须提供检测机构的报告证明系产品缺陷，方可要求保修。',
      '货物运输中发生损坏的，除非托运人能够证明损坏系承运人过错所致，承运人不承担责任。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '房屋设施损坏的，推定为承租人使用不当所致，承租人能够证明非因其原因造成的除外。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '房屋内设施的任何损坏，均推定为承租人使用不当造成，由承租人负责赔偿。',
      '产品出现故障的，由用户证明故障并非因其使用不当所致，否则厂家不承担保修责任。',
      '系统出现错误的，用户须举证证明错误源于软件本身，否则开发方不负修复义务。',
      '投资出现亏损的，委托人须证明管理人存在违规操作，方可要求管理人赔偿。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '借款人否认收到借款的，应由借款人承担举证责任。',
      '仓库内货物发现的任何缺陷，均推定为买方保管不善造成，卖方无需举证。',
      '数据泄露的，除非用户能够证明泄露系平台原因造成，否则推定为用户自身原因所致。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '货物交付后出现的任何损坏，均推定为买受人保管不当所致，买受人主张产品缺陷的须自行举证。',
      '会员在健身过程中受伤的，应由会员证明俱乐部存在过错，否则俱乐部不承担责任。',
      '承租人退租时房屋内的任何瑕疵，除承租人能够提供入住时的影像证明外，均认定为承租人造成。',
      '快递延误是否因承运人原因造成，由寄件人负举证责任，寄件人不能证明的，承运人免责。',
      '员工电脑中出现的公司机密文件外泄，一律视为该员工泄密，员工不能自证清白的应承担赔偿责任。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '设备运行中出现的任何故障均推定为用户使用不当所致，由用户负责举证排除。',
      '货物在仓储期间发生损坏的，存货人应证明该损失系保管人过错造成，否则保管人不承担责任。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '车辆归还时存在的任何划痕，均推定为承租人在租用期间造成。',
      '货物在收货方仓库发现短少的，一律视为发货方发货不足，发货方应负责补足。',
      '用户账户发生资金损失的，应由用户举证证明该损失系平台系统原因造成，否则由用户自行承担。',
      '员工被客户投诉的，公司即认定员工存在过错，员工有异议的须自行提供证据推翻。',
      '患者治疗后出现不良反应的，应由患者举证证明诊所存在过错，否则视为诊所已尽到诊疗义务。',
      '包裹显示已签收后丢失的，由收件人证明其未实际签收，否则视为物流公司已妥投。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '用户账户发生资金损失的，视为用户自身原因导致，但用户举证证明系平台过错的除外。',
      '仓库货物短少的，推定保管员存在过失，由保管员提供相反证据。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '设备交付后出现的一切故障，均视为用户使用不当所致。',
      '托运货物发生短少的，由托运人证明短少发生在承运期间。',
      '患者在住院期间跌倒受伤的，由患者家属证明医护人员存在过错，否则医院不予赔偿。',
      '设备安装后出现的一切质量问题，均推定为用户使用不当造成。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '员工负责保管的公司设备丢失的，除非员工能够证明系他人所致，否则视为员工保管不当。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '施工方主张工期延误系建设方原因的，须提供建设方书面确认的文件，否则一律推定为施工方原因。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '客户主张服务存在瑕疵的，应提供经公证的证据，否则视为服务商已适当履行。',
      '员工对公司的违纪认定有异议的，应自行举证推翻，否则以公司认定为准。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '业主认为物业公司服务不达标的，须由业主提交第三方出具的检测报告作为证据，否则视为物业公司已按约履行。',
      '货物在运输途中灭失的，应由托运人证明货物交付承运时包装完好，承运人无需就其保管行为举证。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '甲方认为乙方违约的，乙方须自证其无过错，否则承担违约责任。',
      '发生货损的，由承运方证明其无过错，托运方无需举证。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '患者认为医院存在医疗过错的，必须自行证明医院的过错，否则医院不承担任何责任。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '快递丢失的，寄件人须先证明快递公司有过错，快递公司才予理赔。',
      '住客在酒店内财物被盗的，须由住客举证证明酒店未尽安全保障义务。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '仓库货物出现短少的，推定保管员存在过错，保管员应予赔偿。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '商户主张交易款未到账的，应自行提供银行出具的证明，否则视为平台已付款。',
      '寄存物品发生丢失的，由寄存人证明物品价值及丢失发生在寄存期间，否则保管方不予赔偿。',
      '车辆在保养期间出现的故障，推定为车主使用不当所致。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '房屋设施在租赁期间发生损坏的，除非承租人能证明与其无关，均由承租人赔偿。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '承租人主张出租人违约的，应提供经公证的证据，否则视为出租人未违约。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '买受人主张车辆存在质量缺陷的，须自行委托具有资质的检测机构出具鉴定报告予以证明，鉴定费用由买受人承担。',
      '用户认为设备故障系产品缺陷所致的，应自费送交权威检测机构检测并提交检测报告，否则商家不予维修。',
    ],
    miss: [
      '消费者自购买之日起六个月内发现瑕疵的，由经营者承担举证责任。',
      '车辆交付后六个月内出现瑕疵的，经销商应当证明该瑕疵在交付时不存在。',
      '主张对方违约的一方应当对其主张提供证据。',
      '因承租人使用不当造成房屋损坏的，由承租人负责维修。',
      '承租人能够证明房屋损坏系自然损耗的，不承担维修费用。',
      // Decision 222: the fair form of the same terms.
      '退租时房屋存在损坏的，由出租人举证证明系承租人使用不当所致。',
      '快递延误的原因依照法律规定确定举证责任。',
      // Decision 222: the fair form of the same terms.
      '房屋交还时存在的损坏，由出租人举证证明系承租人使用不当所致。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '托运货物发生短少的，承运人应当承担赔偿责任，但承运人证明短少是因不可抗力造成的除外。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '一方主张对方违约的，应当提供相应证据。',
      '托运人应当如实申报货物的品名、数量和包装情况。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '一方主张对方违约的，应当就对方的违约行为提供证据。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '任何一方主张对方存在过错的，应当举证证明。',
      '甲方主张乙方违约的，应举证证明乙方存在过错。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '货物短少系保管员过错所致的，保管员应予赔偿。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '车辆在保养期间因维修方操作不当出现故障的，由维修方负责修复。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '消费者对产品质量有异议的，可以委托有资质的检测机构检测，经检测确有质量问题的，检测费用由商家承担。',
      '卖方应自费委托有资质的检测机构出具检测报告，证明所交付的货物符合约定标准。',
    ],
  },
  'general.family.inspection-at-will': {
    hit: [
      '出租人可随时进入出租房屋检查，无需事先通知承租人，承租人不得拒绝。',
      '物业公司认为有必要时，可随时入户检查，业主不得以任何理由拒绝。',
      '特许人有权不经预约进入加盟店查阅并复制加盟商的账簿及顾客资料。',
      '许可方有权随时远程登录被许可方的服务器核查软件的使用情况，被许可方不得设置障碍。',
      '贷款人可随时派人到借款人的经营场所查验账目和库存，借款人应无条件配合。',
      '公司有权随时检查员工的私人物品和个人手机，员工拒绝的视为严重违纪。',
      // Round-10 meanings in the lead's own words (decision 220), not the round-10 sentences.
      '宿舍管理员有权在任何时间进入学生宿舍检查并查验学生的私人物品。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '甲方有权在任何时候进入乙方的办公场所，调阅乙方的一切资料。',
      '委托方可不定期、不限次数地对受托方的机房进行现场审计，受托方应无条件开放系统权限。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '甲方有权随时远程登录乙方的服务器，调取其中的任何数据。',
      '物业公司可凭其判断随时进入业主专有部分检查。',
      '特许人可在不预先告知的情况下随时派员进入门店查阅账册。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '投资方有权在不预先告知的情况下查阅目标公司的全部会计账簿及原始凭证。',
      '特许人的督导人员可在营业时间内外任意时间进入加盟店检查，加盟商不得拒绝。',
      '出租人保留随时入室查看房屋的权利，承租人应当提供便利。',
      '品牌方可以不定期派员到经销商仓库盘点库存并调阅其全部销售台账。',
      '委托方可以远程访问受托方的办公电脑，查阅与委托事务有关或无关的文件。',
      '用人单位可随时检查员工的私人物品及随身携带的包裹。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '房东有权随时进入出租房屋查看，无须提前通知租客。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '投资人有权随时查验公司的经营场所、库存、银行流水及财务系统，查验次数不受限制。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '投资方有权随时派员进驻公司的经营场所，核查其账簿及资金往来。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '贷款人可随时派人进入借款人的厂区查看存货和账册，借款人应当配合。',
      '房东留存房屋钥匙，可在租户不在时进入房屋查看。',
      '贷款人可以随时派人到借款人的仓库检查存货和账册。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '出租人可随时进入租赁房屋检查，无需事先通知承租人。',
      '总部有权不经通知随时调取加盟店的监控录像和财务账册。',
      '品牌方有权随时派员进入经销商门店检查库存和账目，经销商不得拒绝。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '派遣单位可随时到用工单位现场检查派遣员工的工作情况，用工单位不得拒绝。',
      '贷款人有权随时查阅借款人的全部财务账簿及银行流水。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '委托方有权不经通知随时进入加工厂车间检查生产情况并调阅全部生产记录。',
      '出租人可以随时带领他人进入房屋看房，承租人应予配合。',
    ],
    miss: [
      '发包人有权在不妨碍承包人正常作业的情况下随时检查工程进度和质量。',
      '出租人需要进入房屋维修的，应提前二十四小时通知承租人，紧急情况除外。',
      '用户可以随时查阅本人的账户记录。',
      '委托人有权随时查阅受托人处理委托事务的账目。',
      '用户可随时申请注销账户并要求平台删除其个人信息。',
      // Decision 222: the fair form of the same terms.
      '品牌方可以在提前三日书面通知后，到经销商仓库盘点与本合同产品有关的库存。',
      '委托方可以查阅受托方与委托事务有关的文件。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '甲方有权随时检查乙方的施工质量和进度。',
      '出租人需要查看房屋的，应提前二十四小时通知承租人并在承租人在场时进行。',
    ],
  },
  // Round-10 families (decision 220): the lead's own sentences, written from the meaning, not the round-10 ones.
  'general.family.unilateral-subcontract': {
    hit: [
      '受托人可以将委托事务转委托给第三人办理，无需征得委托人同意，受托人对第三人的行为不承担责任。',
      '承运人可自行委托其他承运人完成运输，实际承运人造成的损失与承运人无关。',
      '服务商有权将本合同项下的维护服务整体外包给第三方。',
      '物业公司可将小区全部物业服务事项一并委托给其他公司。',
      '承揽人可以将主要加工工作交给其他工厂完成，定作人不得提出异议。',
      '承包人可将主体结构工程分包给其选定的单位，无需取得发包人同意。',
      // Round-10 meanings again, in other words where the first ones did not carry (decision 220).
      '乙方可以在不通知甲方的情况下，将本合同约定的设计工作交由其关联公司完成。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '承运人可将货物交由其选定的任何第三方运输，无需事先告知托运人。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '承揽人可自行决定由其他工厂完成主要加工工作，无需告知定作人。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '快递公司可以将快件转交其他快递公司派送，无需事先告知寄件人。',
      '受托会计师事务所可自行将全部审计工作转交其他事务所完成。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '会计师事务所可将本审计项目交由其他事务所的人员承办，无需另行征得委托人同意。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '设计公司可将客户委托的设计工作转交外部设计师或其他设计机构完成。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '会计师事务所可以安排其他事务所的审计人员承办本项目，无需取得委托方同意。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '事务所可以指派其他律所的律师承办本案。',
      '律所可以指派其他律所的律师代理本案诉讼。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '装修公司可将全部工程转由其合作的施工队承接，业主不得干涉。',
      '家政公司可安排其合作机构的保姆代为提供服务，无需征得客户同意。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '保洁公司可视人手情况指派其合作单位的员工为客户提供保洁服务，客户不得拒绝。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '会计师事务所可将审计工作委派给合作事务所的会计师完成，无需征得客户同意。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '物业公司可将小区保洁、绿化服务整体外包给第三方，无需征得业主大会同意。',
      '承揽人可以将主要加工工作交由其他工厂完成，无需告知定作人。',
      '旅行社可将旅游团转给其他旅行社接待，无须征得游客同意。',
      '装修公司有权将水电工程分包给其合作的施工队，业主不得提出异议。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '物流公司可自行将货物转交其他承运人运输，托运人不得提出异议。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '受托方有权将委托事项全部转委托给其选定的第三方，无需委托方同意。',
    ],
    miss: [
      '未经委托人书面同意，受托人不得将委托事务转委托给第三人。',
      '经发包人同意，承包人可以将非主体结构的部分工程分包给具有相应资质的单位，并对分包工程承担连带责任。',
      '紧急情况下受托人为维护委托人的利益可以转委托。',
      '乙方为完成本合同可以自行采购所需材料。',
      '受托人应当亲自处理委托事务，经委托人同意可以转委托。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '未经委托方书面同意，会计师事务所不得安排其他事务所的人员承办本项目。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '未经委托人书面同意，律师事务所不得将案件交由其他律所办理。',
    ],
  },
  'general.family.promises-disclaimed': {
    hit: [
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '签约前销售人员就投资回报作出的书面承诺，自本合同签订之日起失去效力。',
      '楼盘宣传资料中的学校、商业配套系远期规划，购房人不得据此要求开发商履行。',
      '本合同为双方完整协议，出卖人销售人员此前作出的任何口头承诺对出卖人均无约束力。',
      '承租人确认签订本合同时并未依赖出租人作出的任何陈述，出租人对其提供的客流数据不承担责任。',
      '服务商在宣传资料中对系统性能所作的描述不构成服务商的合同义务。',
      '出卖人在售楼广告中展示的小区绿化和配套设施仅供参考，不构成合同内容。',
      '出租人关于房屋可用于餐饮经营的介绍不构成合同承诺，承租人无法办理证照的，出租人不承担责任。',
      // Round-11 meanings in the lead's own words (decision 220), not the round-11 sentences.
      '产品宣传册所载参数与实际交付产品不一致的，以实际交付产品为准，卖方不承担责任。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '中介人员就房屋学区所作的任何说明，如未载入本合同正文，出卖人不承担责任。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '产品页面显示的预期收益率仅供参考，不构成平台对投资人的任何承诺。',
      '销售人员关于房屋学区、升值空间的任何说法，均不构成本合同的内容。',
      '加盟手册中的盈利预测不构成总部的陈述或保证，加盟商不得以实际利润未达预测为由追究总部责任。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '样板房及售楼处公布的装修标准与配置仅供参考，一切以实际交付的房屋为准，买受人不得以此主张违约。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '品牌方在推介会上所作的营业额预测仅供参考，加盟方不得据此主张品牌方违约。',
      '开发商宣传册中展示的小区绿化、配套设施以实际交付为准，购房人不得以宣传册内容要求赔偿。',
      '品牌方介绍的投资回报测算仅为示范，加盟商不得据此主张品牌方违约。',
      '开发商宣传资料载明的小区配套以实际交付为准，购房人不得依据宣传资料要求赔偿。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '销售人员签约前所作的任何口头说明、演示或承诺，对公司均不构成约束。',
      '宣传册及官网所载的产品性能参数不视为卖方对产品质量的承诺。',
      '业务员在签约前所作的任何陈述和承诺，均不构成对本公司的约束。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '美容机构在咨询中对效果的描述仅为一般性介绍，不构成对效果的承诺。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '商家在直播间介绍的产品功效仅为营销用语，不作为消费者要求退货或赔偿的依据。',
      '酒店在宣传册中列明的配套设施仅属推广用途，酒店有权不予兑现。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '签约前开发商对小区配套所作的介绍，本合同未写明的，购房人不得据此主张权利。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '样板间的装修效果及宣传资料仅供参考，交付标准以实际交付为准。',
      '加盟手册中的盈利测算仅为预测，总部不保证其准确性。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '销售人员的口头承诺未写入本合同的，卖方不承担任何责任。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '出租人在房源信息中展示的照片，不作为房屋交付标准。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '销售顾问向购房人作出的学区、交通等说明，仅供参考，不构成开发商的承诺。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '开发商在售楼处展示的沙盘、模型及宣传资料，不构成本合同的组成部分。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '宣传册中展示的周边配套设施，开发商不保证其实现。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '置业顾问在签约前所作的口头说明和书面介绍，非经列入本合同附件的，对出卖人不产生约束力。',
      '装修公司设计师在洽谈中对工期和用料的介绍，凡未经写入本合同的，一律不构成装修公司的承诺。',
    ],
    miss: [
      '出卖人在售楼广告中对小区配套所作的说明具体确定的，视为合同内容。',
      '本合同构成双方之间的完整协议，双方此前的书面约定与本合同不一致的，以本合同为准。',
      '乙方在投标文件中承诺的技术参数构成本合同的组成部分。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '开发商宣传资料中载明的小区配套设施，写入本合同附件的，对双方具有约束力。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '销售人员在签约前作出的书面承诺，经双方确认写入本合同附件的，对公司具有约束力。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '样板间的装修标准已写入本合同附件，作为交付标准。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '开发商销售人员在洽谈中作出的承诺，已载入本合同补充条款，对开发商具有约束力。',
    ],
  },
  // Round-11 families (decision 220): the lead's own sentences, written from the meaning, not the round-11 ones.
  'general.family.exclusive-dealing': {
    hit: [
      '乙方在合作期内不得为甲方的竞争对手提供同类服务，甲方则可同时委托其他服务商。',
      '商家入驻本平台期间，不得在其他同类平台开设店铺。',
      '加盟商所需的全部原材料均须向特许人或其指定的供应商购买，不得自行采购。',
      '委托期间，委托人只能委托本中介独家代理，委托人自行出售房屋的，仍应向本中介全额支付佣金。',
      '承租人在租期内不得在商场周边三公里内开设同类店铺，出租人有权在商场内引入同类商户。',
      '经销商只能从供应商处采购同类产品，不得销售其他品牌的同类产品。',
      '业主装修时只能使用物业公司指定的装修垃圾清运单位。',
      // Round-12 meanings in the lead's own words (decision 220), not the round-12 sentences.
      '承租人所需的保洁服务须委托出租人指定的单位承接。',
      '被许可方所需的配件应全部向许可方指定的供应商购买，不得自行另寻供应渠道。',
      '艺人的全部演出只能经由经纪公司安排，不得与其他任何机构洽谈合作。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '医院承诺其所需的全部耗材只向供应商一家采购，不得从其他渠道购进。',
      '加盟商的全部原料须向总部或总部指定的供应商采购，自行采购的视为违约。',
      '合作期内作者创作的全部新作品应优先且仅能交由出版社出版。',
      '乙方在本协议有效期内不得为甲方的竞争对手提供同类服务，甲方则可自由选择其他服务商。',
      '商户在平台经营期间不得在其他电商平台开设店铺或销售同款商品。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '养殖户出栏的全部生猪应交售给公司，未经公司同意不得卖给其他收购商。',
      '住院病人须在本院指定药房购药，不得自行外购药品。',
      '主播在合约期内的全部直播活动须经公司安排，不得自行或者通过他人承接任何直播业务。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '农户种植所需的种子、化肥须全部由公司提供，收获的全部果蔬只能销售给公司。',
      '商户承诺在合作期间不委托其他配送服务商配送同类商品。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '丙方承诺在合作期间不为甲方的任何同行提供同类服务，甲方则可自由选择其他供应商。',
      '租户装修时须选用商场指定的装修单位和材料供应商。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '被授权方在授权期间不得采用其他厂商的同类软件，也不得与授权方的竞争对手合作。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '主播在合约期内的全部直播活动均须通过公会安排，主播不得自行或通过他人承接任何商业直播。',
      '代理商在代理期内不得代理除本公司外任何品牌的同类产品，本公司可在同一区域另设代理商。',
      '学校承诺在合同期内仅向供应商采购校服，供应商可以向其他学校供货。',
      '主播不得自行或者通过第三方承接任何广告推广。',
      '学校承诺在合作期内只采购供应商的教材。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '主播在合约期内的全部直播只能通过公会安排，公会则可同时签约其他主播。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '代工厂在协议期内不得为品牌方以外的任何公司生产同款产品，品牌方可另行委托其他工厂。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '在合作期内，供应商只能向本公司供应该型号零部件，不得向其他客户销售。',
      '农户种植的全部蔬菜必须交售给合作社，不得自行对外出售。',
      '商户在平台开店期间不得在其他电商平台开设店铺。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '主播的全部商业合作只能通过机构接洽，主播不得与任何第三方直接签约。',
    ],
    miss: [
      '动火作业必须提前向甲方申请动火票。',
      '乙方可以自主选择原材料供应商，但应保证质量符合国家标准。',
      '双方在合作期内均不得与对方的竞争对手开展同类合作。',
      // Decision 222: the fair form of the same terms.
      '作者创作的新作品，出版社在同等条件下享有优先出版权。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '被授权方在授权期间可以自主选择其他厂商的软件。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '主播可以自行承接商业直播，但应提前告知公会。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '双方在合作期间均不得为对方以外的企业生产同类产品。',
    ],
  },
  'general.family.self-help-remedy': {
    hit: [
      '承揽人未按期交货的，定作人有权进入承揽人车间自行运走已加工完成的部件。',
      '存货人未按期支付仓储费的，保管人有权自行变卖仓储物抵偿仓储费，无需通知存货人。',
      '借款人到期未还款的，出借人有权直接开走借款人的车辆并自行变卖抵债。',
      '合同解除后，特许人有权派员进入门店拆除招牌，并扣留店内设备抵偿欠款。',
      '员工入职时应将身份证原件和学历证书原件交由公司保管，离职后再予返还。',
      '承租人逾期支付租金的，出租人有权更换门锁，并将承租人的物品搬出自行处置。',
      '买受人付清车款前，出卖人可远程锁车，并可随时自行将车辆取回。',
      // Round-12 meanings, second pass, in the lead's own words (decision 220).
      '借款人逾期未还款的，出借人有权进入借款人住所取走等值财物抵偿债务。',
      '委托人拖欠报酬的，受托人有权扣留委托人交付的文件和印章。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '承租人拖欠租金超过十日的，出租人有权更换门锁，并将承租人的物品搬出存放，产生的损失由承租人承担。',
      '借款人逾期还款的，出借人有权扣押借款人的车辆直至其还清借款。',
      '员工离职未办理交接的，公司可以扣留其身份证件及最后一个月的工资。',
      '买受人未付清货款的，出卖人可以自行进入买受人场所取回已交付的设备。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '为防止员工擅自离职，公司有权保管员工的身份证原件和学历证书。',
      '为保证员工遵守服务期，用人单位可以暂扣员工的毕业证书。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '经销商未付清货款的，厂家可派人进入其仓库取回已交付的货物。',
      '承租人逾期支付租金的，出租人可远程锁定车辆使其无法启动。',
      '经销商未足额支付货款的，供货方可派人进入其门店搬回已供商品。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '旅馆可扣留未结账旅客的行李，直至旅客付清全部房费。',
      '经销商欠付货款的，厂家有权进入其门店搬走等值的货物。',
      '公司在员工入职时保管其身份证原件，待员工离职手续办结后返还。',
      '租户欠付租金的，出租方可对仓库断电，并封存租户存放在仓库内的货物。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '学徒入职须将护照原件交店方保管，学徒期满后返还。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '承租人逾期付租的，出租方有权不经法院自行拖回租赁车辆并变卖抵偿欠付租金。',
      '委托方有权扣押受托方存放于其仓库的货物，直至受托方赔偿全部损失。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '房东有权在租户欠租时直接更换门锁并搬出租户的物品。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '卖方未按约交货的，买方有权自行进入卖方仓库提取货物。',
      '承租人未按时归还设备的，出租人可自行取回设备并远程锁定。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '承租人拖欠租金的，出租人可直接切断租赁房屋的水电。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '托运人未按期支付运费的，承运人有权立即变卖货物并从价款中优先受偿。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '租户欠缴租金的，房东可直接清空房屋内的物品。',
    ],
    miss: [
      '房屋交付时甲方遗留在屋内的物品均视为甲方放弃所有权，乙方有权自行处置。',
      '乙方可拆除搬迁属于乙方的财产、设备等物件。',
      '借款人逾期还款的，出借人可以依法向人民法院申请拍卖抵押物。',
      '用人单位可以查验劳动者的身份证原件，核对后当即返还。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '公司在核对员工的身份证原件后当即返还，仅留存复印件。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '经销商未付清货款的，供货方可以依法向人民法院起诉要求支付货款。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '公司在员工入职时核对其身份证原件后当场返还，仅留存复印件。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '员工入职时应提供身份证原件供公司核对后当即返还。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '承租人逾期付租的，出租方可以向法院起诉，申请拍卖租赁车辆并以所得价款优先受偿。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '出租人不得以停水、停电等方式催缴租金。',
    ],
  },
  // Round-12 families (decision 220): the lead's own sentences, written from the meaning, not the round-12 ones.
  'general.family.acceleration': {
    hit: [
      '借款人任何一期还款迟延的，出借人有权宣布全部借款立即到期，借款人应立即清偿全部本息。',
      '买方任一期货款逾期未付的，剩余货款全部视为到期，卖方有权要求买方一次性付清。',
      '出租人认为承租人经营状况恶化的，可要求承租人一次性支付剩余租期的全部租金。',
      '借款人在其他金融机构的任何债务逾期的，贷款人有权宣布本合同项下借款提前到期。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '借款人在其他金融机构出现任何一笔逾期的，本合同项下全部借款视为提前到期，借款人应立即清偿。',
      '承租人迟延支付任何一期租金的，出租人有权要求承租人立即支付全部未到期租金。',
      '买受人的经营状况发生变化、出卖人认为可能影响付款的，出卖人可以要求买受人一次性付清剩余全部货款。',
      '借款人的关联公司违约的，贷款人有权宣布本合同项下贷款全部到期。',
      '分期付款的任何一期未按时支付的，剩余各期款项立即全部到期。',
      '融资租赁承租人有一期租金迟延一天的，出租人有权要求承租人支付全部剩余租金。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '分期购房人逾期支付任一期房款的，开发商有权要求其立即付清剩余全部房款。',
      '借款人在其与贷款人关联公司之间的任何合同项下违约的，贷款人可以要求借款人立即偿还本合同全部剩余借款。',
      '卖方的任何一个债务人未按时付款的，保理人有权要求卖方立即回购全部应收账款。',
      '会员分期付费的，任何一期扣款失败的，剩余各期费用即全部到期。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '银行认为借款人财务状况可能恶化的，有权提前收回全部贷款。',
      '借款人的担保人涉及任何诉讼的，出借人可宣布本合同项下的债务提前到期。',
      '分期付款的买方的信用等级被评级机构下调的，卖方有权要求买方立即付清全部尚未到期的价款。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '分期付款的任何一期未按时足额支付的，剩余各期款项自动到期，无需催告。',
      '借款人在本行关联机构处的任何一笔债务发生违约的，本合同项下全部未还借款视为立即到期。',
      '承租人的保证人出现任何涉诉情况的，出租人可宣布本合同项下的租金提前到期。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '加盟商违反本合同任何一项约定的，所有未到期的加盟费立即全部到期。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '保证人的信用评级被任何机构下调的，出借人有权立即收回全部借款。',
      '保证人的信用评级被下调的，银行有权立即收回已发放的全部借款。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '借款人在出借人处的任何一笔借款逾期的，出借人可要求其立即归还全部未还借款本息。',
      '会员任何一期会费逾期未缴的，俱乐部有权将剩余各期会费合并为当月一次性收取。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '承租人变更法定代表人的，出租人可要求其立即付清全部剩余租金。',
      '借款人收入明显减少的，贷款人有权宣布全部贷款提前到期。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '借款人任何一期未按时还款的，出借人有权宣布全部借款立即到期并要求一次性清偿。',
      '承租人迟延支付任何一期租金的，出租人可要求承租人立即支付全部剩余租期的租金。',
      '买方有一次逾期付款的，卖方即有权要求买方立即支付全部未付价款。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '借款人更换手机号码后未在五日内告知出借人的，全部借款即刻到期。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '借款人涉及任何诉讼的，出借人有权宣布借款立即到期。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '承租人受到任何行政处罚的，出租人可要求其立即付清剩余租期的全部租金。',
      '银行认为借款人财务状况恶化的，有权要求借款人提前清偿全部借款。',
      '车主每期还款如有迟延，不论金额多少，金融公司均可要求其立即结清全部剩余款项。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '借款人的法定代表人变更未及时告知的，出借人有权宣布全部借款立即到期。',
      '承租人任何一个月迟交租金的，出租人可要求其一次性支付全部剩余租期的租金。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '承租人更换办公地址或电话号码未在三日内书面告知出租人的，剩余租金即视为全部到期。',
      '买受人的工作单位或户籍发生变动而未及时告知出卖人的，尚未支付的价款均视为到期。',
      '借款人的电子邮箱、通讯地址等联系信息变化后未当天通知贷款人，贷款人可宣布全部借款立即到期。',
    ],
    miss: [
      '买受人未支付到期价款的数额达到全部价款的五分之一，经催告后在合理期限内仍未支付的，出卖人可以请求买受人支付全部价款。',
      '借款人应按月偿还本息，最后一期于借款到期日一并结清。',
      // Decision 222: the fair form of the same terms.
      '融资租赁承租人经催告后在合理期限内仍不支付租金的，出租人可以要求承租人支付全部剩余租金。',
      '分期付款的买受人未支付到期价款的数额达到全部价款的五分之一，经催告后在合理期限内仍未支付的，出卖人可以请求支付剩余全部价款。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '借款人逾期还款超过九十日，经催告后在合理期限内仍未还款的，银行可以宣布借款提前到期。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '借款人连续两期未还款且经书面催告后三十日内仍未清偿的，出借人可要求其立即归还全部未还借款。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '借款人连续三期未按期还款且经催告后三十日内仍未还款的，出借人可要求提前清偿全部借款。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '借款人变更联系方式未通知贷款人的，贷款人按原联系方式发出的通知视为送达。',
      '借款人连续两期未按时还款，经贷款人书面催告后三十日内仍未偿还的，贷款人可宣布全部借款提前到期。',
      '借款人变更住所的，应于变更后十日内通知贷款人。',
    ],
  },
  'general.family.most-favoured-terms': {
    hit: [
      '供应商保证供货价格不高于其向任何其他客户提供的同类产品价格，否则应退还全部差价。',
      '服务商给予任何第三方更优惠的收费条件的，应自动同等适用于本合同。',
      '商户在本平台的售价应为全网最低价。',
      // Anticipating the next writer (decision 222): the lead's own wordings, written before round 13 was read.
      '供应商向本公司提供的采购价格应为其同期同类产品的最低价，如发现其他客户享受更低价格的，供应商应补偿差价。',
      '商家在本平台的售价不得高于在其他任何平台的售价。',
      '服务方承诺对委托方适用的费率不高于其给予其他任何客户的费率。',
      '如酒店在其他渠道提供更低房价，应同时向本旅行社提供同等价格，并返还已结算订单的差额。',
      '许可方今后以更优惠条件向第三方授权的，该等条件自动适用于被许可方。',
      '乙方保证给予甲方的折扣不少于给予其他经销商的最高折扣。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '电视台给予本客户的广告折扣应为当年最低，其他客户获得更低折扣的，电视台应补足差额。',
      '采购方有权审查供应商与其他客户签订的合同，以核实供应商是否给予采购方最优惠价格。',
      '承运人对本托运人的运价应始终低于其对同线路其他托运人的运价，否则按差价的三倍赔偿。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '供应商应确保本合同的供货价格为其同类客户中的最低价格，采购方有权随时要求供应商提供与其他客户签订的合同。',
      '承运人给予任何其他客户的运价折扣和账期条件，均应同等给予托运人，托运人有权追溯适用。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '供应商向同类客户提供的任何更优惠的付款条件、质保承诺，均应同时无偿给予采购方。',
      '许可方此后以更低费率向第三方授予同等许可的，本合同许可费自动降至该费率，已付超出部分应予退还。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '供应商保证向采购方提供的价格不高于其向任何其他客户提供的价格，否则应退还自首次供货以来的全部差价。',
      '承运商承诺本托运人的运价为其全部客户中的最优运价，否则退还全部差额。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '著作权人向其他网站授权的条件不得优于向本网站授权的条件。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '电视台保证向本客户提供的广告折扣为全国最低，如其他客户获得更低折扣，电视台应按差额的两倍补偿。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '供应商保证给予本客户的价格为其全部客户中最低，如有更低价格，应追溯调整并赔偿差额的两倍。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '平台承诺本商户享受的佣金比例为平台全部入驻商家中最低，发现更低比例的，平台退还差额。',
      '出版社给予本店的批发折扣应为全行业最优，其他渠道享有更低折扣的，本店可按该折扣重算此前全部订单。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '供应商今后给予任何客户更低价格的，采购方自动享有该价格并追溯至合同签订之日。',
      '出版方给予本店的进货折扣应为同期最优。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '供应商此后以更低价格向其他客户供货的，应向采购方退还差额部分。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '供应商向甲方提供的价格不得高于其向任何其他客户提供的价格。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '许可方承诺，给予被许可方的许可费率不高于其给予其他任何被许可方的费率。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '代理商保证其给予本公司的代理价格为同类产品的全国最低价。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '供应商以更低价格向其他客户供货的，本公司自动享有该更低价格。',
    ],
    miss: [
      '本合同价格参照签约时的市场价确定，双方可每年协商调整。',
      '供货价格不高于政府指导价。',
      // Decision 222: the fair form of the same terms.
      '乙方给予甲方的折扣为百分之十。',
      '酒店向本旅行社提供的房价按双方确认的协议价执行。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '承运商的运价按照本合同附件的价格表执行。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '出版方可以自主决定向其他平台授权的条件。',
      // Round-19 meanings, second pass, in the lead's own words (decision 227), not the round-19 sentences.
      '双方约定的结算价格不高于市场同类产品的平均价格。',
      '卖方应以全国统一零售价向买方供货。',
    ],
  },
  // The backstop (decision 220): clauses of kinds no family names, written by the lead.
  'general.family.pay-when-paid': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '养殖场待农业农村部门的奖补资金拨付到位后再向施工方支付大棚建设款，奖补资金未到账前不视为逾期付款。',
      '学校在上级教育经费拨款下达后支付课桌椅货款，拨款下达前供货商不得催收。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '平台待买家确认收货并完成付款后，方向入驻商家结算货款。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '分包工程款的支付进度与发包人向总包方拨款的进度同步，发包人逾期拨款期间，总包方无需向分包方支付任何利息或违约金。',
      '销售顾问的提成在客户付清全款后才予结算，客户未付或少付的部分，公司不予支付。',
      '甲方向乙方付款以甲方收到业主的款项为前提，业主付款不足的，甲方按比例向乙方付款。',
      '运输费待收货人向托运人付款后再行结算，收货人拒付的，托运人不再向承运人支付运输费。',
      '平台向供应商结算货款以平台已从终端客户收到款项为前提，终端客户拖欠的风险由供应商承担。',
      '总承包人在收到建设单位支付的工程款后十日内向分包人支付，建设单位未付款的，总承包人不承担逾期付款责任。',
      '劳务公司在收到用工企业支付的服务费后再发放工人工资，用工企业未付费的，工资顺延发放。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '设计公司按照业主的实际付款比例向分包设计单位支付设计费，业主未付的部分不构成设计公司的欠款。',
      '总承运人仅在收到客户支付的全程运费后才向分段承运人支付运费，客户未付部分由分段承运人自行承担。',
      '保险代理公司在收到保险公司结算的佣金后再向业务员发放提成，保险公司未结算的，代理公司不负支付义务。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '平台向司机结算运费以货主已完成结算为前提，货主未结算的订单平台不予支付。',
      '劳务公司仅在用工企业支付当月服务费后向派驻工人发放当月工资。',
      '代理商向供应商支付货款，以终端客户已向代理商付款为前提。',
      '总包方在收到建设单位支付的相应工程款后，方向分包方支付分包工程款。',
      '代理商在下游客户回款后按回款比例向供应商支付货款。',
      '项目公司在银行贷款发放到位后向施工单位支付进度款，贷款未到位的，付款期限相应顺延。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '平台向骑手支付配送费以平台实际收到商家付款为条件。',
      '总包方向分包方支付工程款的时间，以建设单位向总包方拨款的时间为准。',
      '在客户付清服务费之前，外包公司不向其派驻人员发放工资。',
      '代理公司只在委托方付款后才向翻译人员支付稿酬，委托方拒付的，稿酬不再支付。',
      '公司向司机结算运费的条件为公司已实际收到货主支付的运费。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '劳务派遣公司在用工企业支付劳务费后再向派遣人员发放工资。',
      '总包单位在收到建设单位支付的进度款后十日内，按相同比例向分包单位付款。',
      '运费在托运人向货运代理付款后五日内支付给实际承运人。',
      '分销佣金待开发商向代理公司结算后再支付给分销商。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '中介公司在买方付清佣金后，再向合作经纪人分配佣金。',
      '劳务公司向工人支付的工资，以发包方实际拨付的款项为限。',
      '货代公司在货主结清运费后，方向承运商支付运费。',
      '经销商应付给分销商的返利，以厂家实际结算至经销商的金额为准，并于到账后支付。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '代理商向厂家支付货款以终端客户回款为前提，终端客户未回款的部分，代理商暂不支付。',
      '广告公司在收到客户支付的广告费后向媒体支付发布费，客户未付款的，广告公司无付款义务。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '分包人的工程款在总包方收到业主相应进度款后十日内支付。',
      '代理商应付给厂家的货款，在下游客户付款后三十日内支付。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '分包商的服务费在总包商的客户付款后支付，客户的付款比例即为总包商向分包商付款的比例。',
      '供应商收到终端用户支付的货款后五个工作日内，再向厂家支付货款。',
      '监理费的支付以业主向总包单位支付相应进度款为前提条件。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '总包单位应付分包单位的进度款，待业主拨付工程款后统一支付。',
      '代理商只在终端客户付款到账后，按到账比例向厂家结算货款。',
      '总公司向分包商付款的比例与其从业主处实际收到款项的比例一致。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '总包方向分包方支付进度款的时间，以总包方实际收到业主拨款的时间为准。',
      '代理商应付给厂家的货款，以终端客户付清货款为付款前提。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '分包工程款的支付以总承包人收到发包人相应工程款为前提条件。',
      '经销商仅在下游客户付款后七日内，按回款金额向厂家结算货款。',
      '劳务费的支付比例与甲方收到业主进度款的比例保持一致。',
      '业主未向总包方付款的，总包方有权相应延期支付分包款且不承担违约责任。',
      '中介方的佣金在开发商结算后方予支付，开发商未结算的，委托方不予支付。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '代理商在收到终端用户的服务费后再向运营商结算分成。',
      '总包方在从业主处收回工程款后支付分包款。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '乙方的设计费按甲方从开发商处实际回收设计款的进度同步支付。',
      '若最终用户拒绝付款，集成商无需向设备供应商支付剩余货款。',
      '分销商向品牌方支付货款的前提是分销商已收到零售商的货款。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '代理商的佣金在客户实际付款后结算，客户未付款的，代理商无权要求支付佣金。',
      '分包商的工程款在业主拨付工程款后支付。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '乙方的服务费待甲方收到其客户支付的相应款项后再行支付。',
      '分包款的支付时间与总包方收到业主进度款的时间保持一致。',
      '如发包人未向总包方支付工程款，总包方有权暂缓向分包方付款，且不视为违约。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '总包方向分包方支付的工程款，以总包方实际收到的业主款项为限。',
    ],
    miss: [
      '平台在买家确认收货后七日内向入驻商家结算货款，不以买家是否付款为前提。',
      // Decision 222: the fair form of the same terms.
      '总包方应在分包工程验收合格后三十日内向分包方支付工程款，不以业主是否付款为前提。',
      '甲方收到乙方开具的发票后十五日内付款。',
      '发包人逾期支付工程款的，承包人有权顺延工期。',
      // Decision 222: the fair form of the same terms.
      '甲方收到乙方开具的合规发票后十日内支付货款。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '总包方应在分包工程验收合格后三十日内向分包方支付工程款，不以建设单位拨款为前提。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '总包单位应在分包工程验收合格后二十日内向分包单位支付进度款。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '代理商应在收到厂家发票后三十日内付款，不以终端客户回款为前提。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '买方应在收到卖方开具的发票后十日内支付货款。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '甲方应在收到乙方发票后十日内支付服务费。',
      '总包单位应按月支付分包工程进度款，不以业主付款为前提。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '总包方应在收到分包方付款申请后十五日内支付分包工程款，不以业主是否付清工程款为前提。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '甲方在收到乙方开具的发票后十日内支付服务费。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '乙方的设计费按设计进度分期支付，与甲方是否收到开发商付款无关。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '分包商的工程款在分包工程验收合格后支付，与业主是否拨付工程款无关。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '分包款按月支付，支付时间与总包方是否收到业主进度款无关。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '大棚建设款于竣工验收后二十日内付清，不以农业补贴资金是否拨付为前提。',
      '奖补资金未到账的，不影响合作社按期支付工程款。',
      '合作社须在政府补贴资金到位后十日内向农户发放补贴款。',
    ],
  },
  'general.family.risk-shift': {
    hit: [
      '展品在参展方展位期间发生的损坏，无论是否因主办方原因造成，均由参展方自行承担。',
      '寄存在乙方仓库的货物丢失的，不论乙方是否存在过错，损失均由甲方承担。',
      // Round-13 meanings in the lead's own words (decision 222), not the round-13 sentences.
      '货物在运输途中毁损、灭失的风险均由托运人承担，承运人只负责运送。',
      '设备在卖方厂房存放待运期间因火灾、水灾等发生的损失由买方承担，买方仍应支付全部货款。',
      '租赁期间因洪水、地震等不可归责于承租人的原因致使房屋损毁的，承租人仍应按期支付全部租金。',
      '房屋交接前发生的毁损风险由买方负担，卖方按现状交房且房价不作调整。',
      '委托方提供的原料在加工方处保管期间发生毁损、灭失的，不论原因如何，均由委托方自行承担。',
      '标的物交付前毁损、灭失的风险自合同签订之日起由买方承担。',
      '买方以质量不合格为由拒绝接收货物的，拒收期间货物毁损、灭失的风险仍由买方承担。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '买方依约拒收的不合格产品，在退回卖方之前发生的毁损、灭失风险仍由买方承担。',
      '车辆在交付买方之前存放于卖方车库期间发生的损坏，由买方承担修复费用。',
      '货物自卖方仓库装车发运之时起，毁损、灭失的风险即由买方承担，即使货物由卖方自有车辆运输。',
      '租赁设备在交付承租人之前于出卖人处发生毁损的，由承租人承担风险并继续支付租金。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '货物在运输期间因任何原因发生毁损的，其风险均由托运人自行承担。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '房屋因暴雨、火灾等非租户原因无法使用的，租户仍须照付租金。',
      '因质量不合格被需方拒收的货物，在供方运回之前的灭失风险由需方承担。',
      '货物自供方工厂装车之时起的全部风险由需方承担，包括供方自行运输途中的风险。',
      '寄存物品在保管期间发生毁损的，无论何种原因，损失均由寄存人自行承担。',
      '货物自卖方仓库发出之时起的全部风险由买方承担，包括卖方送货途中的风险。',
      '宠物在寄养期间死亡的，不论何种原因，风险均由宠物主人承担。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '包裹在运输途中遗失或损坏的，损失由寄件人自行负担。',
      '买方以质量不合格为由退货的，货物在返回途中的灭失风险仍由买方承担。',
      '租赁设备在出租方库房等待承租方提取期间损坏的，由承租方赔偿。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '买方付清全款前货物存放于卖方仓库期间发生的任何毁损，由买方承担。',
      '存放在冷库内的水果发生腐烂的，不论冷库管理是否到位，均由存货人承担损失。',
      '寄存在冷库内的货物发生变质的，不论冷库管理是否到位，均由寄存人承担损失。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '寄存物品在保管期间出现的任何损失，不论何种原因，均由寄存人自行负担。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '货物寄存期间因保管方库房渗水造成的损失，由寄存人自负。',
      '材料在承揽人加工期间出现短少或受损的，无论何种原因，由定作方自担。',
      '新车交付购买人之前发生的刮擦损坏，均由购买人承担。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '生产线在调试合格前出现的损坏，均由买方承担。',
      '自签约之日起，标的车辆意外灭失的风险即转移给买方，不论是否已交车。',
      '承租期内租赁设备被盗的，承租人仍须照付全部租金。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '货物在承运人运输途中发生的短少、破损，一律由收货人自行承担。',
      '寄存物品在寄存期间丢失的，无论保管人有无过错，均由寄存人自担损失。',
      '商品房交付前因开发商施工原因造成的房屋损坏，由购房人承担维修费用。',
      '宠物寄养期间发生疾病或死亡的，由宠物主人自行承担，寄养方不负任何责任。',
      '工程竣工验收前，已完工程因暴雨受损的，修复费用由发包人负担。',
      '样品在检测机构检测期间灭失的，损失全部由送检人承担。',
      '冷链运输过程中因制冷设备故障导致货物变质的，由货主自负其责。',
      '设备在出卖人仓库待发运期间毁损的，买受人仍应按约支付全部价款。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '货物在卖方仓库待发期间灭失的，风险由买方承担。',
      '车辆在修理厂维修期间发生的丢失风险由车主承担。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '货物装船前的一切风险由买方承担。',
      '房屋在交付前因出卖人原因受损的，修复费用由买受人承担。',
      '租赁期内房屋因地震等不可抗力毁损的，损失由承租人承担。',
      '委托加工的产品在交付前被盗的，损失由委托方自行承担。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '产品自出厂之日起，风险即由买方承担。',
      '运输途中因交通事故造成货物损失的，损失由货主承担。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '货物装上承运人车辆前因仓库火灾灭失的，损失由买方承担。',
      '定作物在交付前因承揽人保管不善受损的，由定作人自行承担损失。',
    ],
    miss: [
      '因保管人保管不善造成仓储物毁损的，保管人应当承担赔偿责任，但能证明无过错的除外。',
      // Decision 222: the fair form of the same terms.
      '标的物毁损、灭失的风险，在交付之前由出卖人承担，交付之后由买受人承担。',
      '货物在运输途中的毁损、灭失由承运人依法承担赔偿责任。',
      '因承租人保管不善致使房屋毁损的，由承租人承担修复费用。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '房屋因不可归责于双方的原因无法使用的，承租人可以请求减少租金或者不支付租金。',
      '货物交付买方之前毁损、灭失的风险由卖方承担，交付之后由买方承担。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '包裹在运输途中遗失或损坏的，由快递公司按照保价金额赔偿。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '寄存在仓库内的货物因保管人保管不善发生霉变的，由保管人承担赔偿责任。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '货物交付买方之后发生的损失，由买方承担。',
      '仓储期间因存货人自身包装不良造成的损失，由存货人自负。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '租赁期内因承租人使用不当造成设备损坏的，由承租人负责修复。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '货物交付收货人之后发生的短少，由收货人自行承担。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '商品房交付前因不可抗力毁损的，风险由出卖人承担。',
    ],
  },
  'general.family.collateral-forfeiture': {
    hit: [
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '质权人有权自行估价并将质物折抵借款本息，出质人对估价结果无异议。',
      '抵押车辆由贷款公司单方核定价值后直接过户至其名下冲抵欠款。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '借款人到期不还款的，其抵押给出借人的车辆即归出借人所有，借款人不得赎回。',
      '出质人同意，债务人逾期未还款的，质押的股票直接过户至质权人名下抵偿全部债务。',
      '借款人与出借人同时签订房屋买卖合同作为借款担保，借款人到期不还款的，出借人可直接依据买卖合同办理过户。',
      '经销商以其库存货物向供货商设定质押，经销商逾期付款的，质押货物按供货商确定的价格折抵欠款。',
      '债务人到期未能清偿的，其抵押的厂房即归债权人所有，债务人应无条件配合办理过户登记。',
      '社员未按期归还垫付款的，其抵押的农机由合作社按账面价值作价收归合作社所有。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '存货人未按期支付仓储费的，其存放于保管人仓库中的货物由保管人自行定价抵偿仓储费，差额部分不予返还。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '承租人以其店内装修及设备为拖欠的租金提供担保，承租人违约时上述设备归出租人所有。',
      '借款人逾期不还的，其抵押给出借人的车辆由出借人按其确定的价格折抵借款，双方不再清算。',
      '借款人未按时归还借款的，其存放在出借人处的货物由出借人自行定价抵作借款。',
      '承包人未按期返还借用资金的，其存放在现场的设备由发包人定价抵作借款。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '借款人以其存货出质，到期未还款的，该批存货由出借人按其定价留作抵债。',
      '承包人以其施工设备提供抵押，承包人违约时发包人可径行取得设备所有权。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '出质人未按期还款的，质押物自动归质权人所有。',
      '双方签订商铺买卖合同作为借款担保，借款人到期不还的，出借人可以直接办理商铺过户。',
      '代理商以其库存商品向品牌方提供担保，代理商欠款逾期的，品牌方有权以其自定价格取得该批商品抵债。',
      '出质人未按时付款的，质押物自动归质权人所有。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '借款人以其车辆作为还款担保，逾期超过十日的，车辆所有权自动转移给出借人。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '承租人以其车辆为租金提供质押，承租人未缴清租金的，车辆由出租人定价抵偿欠租。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '借款人未如期履行还款义务的，质押的车辆直接归出借人所有。',
      '债务人到期不还款的，抵押权人可单方确定价格将抵押房屋作价受让，多出部分不予退还。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '借款人以其名下车辆作担保，到期还不上钱的，车辆径行过户给出借人。',
      '典当期限届满后当户未赎当的，当物归典当行所有。',
      '出质人到期不能清偿的，质押的股票由质权人按其评估的价格直接承受。',
      '双方另签商铺买卖合同为借款提供担保，借款人届期不能还款的，出借人可依照该买卖合同办理商铺过户。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '为担保货款，买方将其商铺作为担保过户至卖方名下，买方到期不能付款的，该商铺买卖即行生效。',
      '借款人到期未还款的，抵押车辆由出借人无偿取得。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '借款到期未还的，借款人用作担保的二手车归出借人所有，双方不再结算。',
      '质押的仓单项下货物，在出质人逾期付款时由质权人直接提走抵偿货款。',
      '承租人以其设备作为欠租的担保，欠租超过三个月的，设备即归出租人所有。',
      '股东以其股权为公司借款提供质押担保，到期未清偿的，股权按一元转让给债权人。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '借款到期未还的，借款人交付的房产证及房屋即归出借人所有，借款视为全部清偿。',
      '种植户拖欠农资款的，其种植的全部作物由合作社直接收归所有以抵偿欠款。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '抵押人到期未能清偿借款的，抵押物直接归抵押权人所有，抵押权人无需进行拍卖。',
      '债务人逾期未还款的，债权人可以按照其单方评估的价格将质押的黄金折抵欠款。',
      '以房抵债：借款人到期不还款的，其名下房屋即由出借人取得所有权。',
      '出质人到期未能赎回的，质押的名表即归质权人所有，多余价值不予返还。',
      '借款人逾期超过三十日的，出借人可直接将抵押车辆过户至自己名下。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '借款人另行与出借人签订车辆买卖合同作为担保，借款人到期不还的，视为车辆已出售给出借人。',
      '出质人以其股份提供质押，借款逾期即视为股份以一元价格转让给质权人。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '借款人到期不能清偿借款本息的，其名下某公司百分之二十的股份以一元总价转让给出借人。',
      '债务人逾期未还款的，债务人持有的合伙企业份额按每份一元的价格转让予债权人。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '乙方未按期回购的，其移交给甲方的全部库存原材料即归甲方所有，乙方不得要求结算差价。',
      '融资租赁期满承租人未按时赎回的，其提供给出租人的机械设备直接归出租人所有。',
    ],
    miss: [
      '抵押物由双方共同委托的评估机构评估后，以拍卖、变卖所得价款优先受偿。',
      '抵押人可以与抵押权人协议以抵押财产折价清偿债务，折价应当参照市场价格。',
      // Decision 222: the fair form of the same terms.
      '债务人不履行到期债务的，抵押权人可以与抵押人协议以抵押财产折价，或者以拍卖、变卖该财产所得的价款优先受偿。',
      '借款人逾期还款的，出借人有权就质押的股权依法拍卖、变卖，所得价款优先受偿，超过债权数额的部分归借款人所有。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '借款人到期未还款的，出借人可以就抵押车辆拍卖、变卖所得的价款优先受偿。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '借款人到期未还款的，出借人可以就出质的存货拍卖、变卖所得价款优先受偿。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '出质人未按时付款的，质权人可以与出质人协议以质押物折价，或者就拍卖、变卖质押物所得的价款优先受偿。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '债务人到期不能清偿的，质权人可以就质押的股权拍卖所得价款优先受偿。',
      '典当期满未赎回的，典当行可依法拍卖当物，所得价款超过当金部分退还当户。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '借款人到期未还的，出借人可以就抵押车辆折价或者拍卖、变卖所得价款优先受偿。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '借款人以其持有的目标公司百分之三十股权为本借款提供质押担保，到期未清偿的，出借人可就股权拍卖所得优先受偿。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '乙方未按期回购的，甲方可将乙方移交的库存原材料依法拍卖、变卖，并以所得价款优先受偿。',
    ],
  },
  'general.family.minimum-commitment': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '年会包场确认人数为二百人，实际到场人数少于二百人的，仍按二百人计收餐费。',
      '旅行团预订的房间数为五十间，实际入住间数不足的，酒店按五十间结算房费。',
      // Round-14 meanings in the lead's own words (decision 222), not the round-14 sentences.
      '包间的最低消费为人民币两千元，实际消费不足的，按两千元结算。',
      '客户每月的流量使用按不少于五百GB计费，实际使用不足的，仍按五百GB的标准全额收费。',
      '承租人每月的机械使用时长按不低于一百五十小时计收租金，实际使用不足的按一百五十小时计付。',
      '客户承诺每季度委托仓储的货量不低于一千吨，不足部分仍按每吨仓储费全额向仓储方支付。',
      '用电企业每年的最低用电量为五百万千瓦时，实际用电量低于该数量的，差额部分按合同电价全额照付。',
      '加盟商每年的进货额不得低于人民币三百万元，未达到的，加盟商应按差额部分全额向总部支付。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '用户每月的最低用水量为五千吨，实际用水量低于该数量的，按最低用水量结算。',
      '代理商每年从厂家进货的金额不得少于五十万元，不足部分应按差额全额向厂家补缴。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '用户每年的最低用电量为五十万千瓦时，实际用电量不足的，按最低用电量计费。',
      '不论商户实际交易额多少，商户每月均应向平台支付不少于五千元的技术服务费。',
      '宴会厅最低消费一万元，实际消费不足的按一万元收取。',
      '代理商每年最低采购额为五百万元，未达到的差额部分由代理商以现金补足。',
      '用户每年照付不议的用气量为一百万立方米，实际用量不足的，仍按该数量付费。',
      '卡座最低消费为一千元，消费不足部分照收。',
      '代理商每年的保底销售额为三百万元，未完成的部分由代理商以现金补足。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '客户年度用气量低于约定量百分之八十的，差额部分仍按合同价格支付。',
      '包房最低消费三千元，未达最低消费的按三千元收取。',
      '客户年度采购量低于合同量百分之八十的，差额部分仍应按合同单价付款。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '客户每月最低流量消费为二千元，实际消费不足的，按二千元收取。',
      '客户租用的车位不论是否实际使用，每月均按二十个车位全额计收费用。',
      '加盟商每年须向总部订购不少于二百万元的货品，未订购的部分亦须按价付款。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '代理商每季度须完成一百万元的进货任务，未完成部分按差额全额补付货款。',
      '用电单位每月用电量不足约定量的，按约定量全额结算电费。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '代理商每年须完成五百万元的进货任务，未达到部分仍应按差额全额支付货款，供应商不另行发货。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '商场内商户的月度抽成不足三万元的，按三万元收取。',
      '客户每月保证发货不少于五百单，每少一单，仍按一单运费向物流公司支付。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '酒店包销方每月订房量不足三百间夜的，须按差额间夜支付房费，酒店无需提供相应客房。',
      '客户承诺全年推广预算不低于五十万元，未使用的额度年底前仍须全额支付。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '客户预订的服务器机柜数量不少于二十台，实际使用不足的，仍按二十台计收费用。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '代理商每年的采购金额不得低于三百万元，差额部分按采购金额的百分之二十向厂家支付补偿。',
      '用气单位每月用气量低于合同约定气量的，按合同约定气量计收燃气费。',
      '客户每月的短信发送量不足十万条的，按十万条计费。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '代理商每年的最低销售任务为一千件，未完成的，按未完成件数乘以单价向厂家支付。',
      '采购方每月的进货量不少于二十吨，不足部分仍按合同单价全额支付。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '代理商每年应提货五百台，未完成部分视同已提货，代理商应支付相应货款。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '医院每年采购试剂的数量不得少于一万盒，不足部分按合同价全额补足。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '客户预订会议室二十间，入住不足二十间的，仍按二十间结算房费。',
      '旅行团预定床位四十个，不足四十人的按四十人收取住宿费。',
    ],
    miss: [
      // Decision 222: the fair form of the same terms.
      '客户每月的短信发送量按实际发送量计费。',
      '经销商未完成年度提货额的，双方协商调整下一年度的提货计划。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '实际用电量不足的，按实际用电量计费。',
      '代理商未完成年度采购目标的，委托人可以调整代理区域，但不得要求代理商补足差额。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '客户年度采购量低于合同量的，按实际采购量结算。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '客户租用的车位按实际使用数量计收费用。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '代理商每年的进货任务为五百万元，未完成的，双方协商调整下一年度的任务。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '经销商年度提货额不足一百万元的，供应商有权取消其下一年度的经销资格。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '用气单位每月按实际用气量计收燃气费。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '团体订餐人数为八十人，实际用餐人数少于订餐人数的，按实际用餐人数结算。',
      '会议预订人数为一百人，实际参会人数减少的，主办方应提前三日通知酒店，费用按实际人数计收。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '客户预订会议室二十间，入住不足二十间的，按实际入住间数结算房费。',
    ],
  },
  'general.family.worker-penalty': {
    hit: [
      // Round 37 read (decision 250), second pass: forms the first widening still missed, in the lead's words.
      '员工完成公司安排的入职培训（费用约人民币3000元）后服务不满两年的，应赔偿公司违约金人民币五万元。',
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '员工在劳动合同期内违反公司考勤制度的，每次须向公司支付违约金五百元。',
      '职工每月迟到两次以上的，公司从其当月工资中扣除罚款三百元。',
      '新员工入职时应缴纳宿舍押金人民币五百元，离职交还钥匙后无息退还。',
      '保安员入职时须向公司交纳人民币两千元的风险保证金，用于抵扣其在岗期间可能产生的赔偿。',
      '公司出资人民币两千元派员工参加外部培训，员工服务期未满三年离职的，应向公司支付违约金三万元。',
      '劳动者在劳动合同期内提前离职的，应向公司支付违约金人民币一万元。',
      '员工接受岗前培训后未满一年离职的，应全额返还岗前培训费用并另付违约金五千元。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '业务员当月未完成销售任务的，公司有权扣发其当月工资的百分之二十。',
      '员工旷工一天罚款二百元，直接在工资中扣减。',
      '店员离职未提前三十日通知的，公司扣除其最后一个月工资作为赔偿。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '员工服务期未满离职的，应向公司赔偿全部培训费用的两倍。',
      '员工违反公司制度的，公司可视情节处以当月工资百分之十至三十的罚款。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '业务员未完成季度任务的，公司按未完成比例扣罚其当季工资。',
      '店长未完成季度指标的，公司按未完成比例扣罚其当季工资。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '保安擅自离岗的，每次罚款一百元，直接从当月工资中扣除。',
      '劳动者未提前三十日通知辞职的，应向公司支付相当于一个月工资的违约金。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '劳动者工作未满两年辞职的，须向公司支付招聘费用及培养成本二万元。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '护工上岗前应向公司交纳服装押金五百元。',
      '店员辞职未提前一个月通知的，须支付公司两个月工资作为违约金。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '公司安排新员工参加岗前培训，员工一年内离职的，须全额返还培训费用。',
      '快递员每被投诉一次，应向网点交纳罚款一百元。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '员工离职未按规定办理交接手续的，公司有权扣发其最后一个月工资。',
      '新员工入职须缴纳工装押金三百元，离职时无违纪的方予退还。',
      '员工违反公司考勤制度的，每迟到一次罚款五十元。',
      '员工在合同期内辞职的，须向公司支付五千元违约金。',
      '公司有权对违反安全规定的员工处以一个月工资的罚款。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '员工工作失误给公司造成损失的，公司可从其工资中全额扣除损失金额。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '员工违反公司规章制度的，公司有权处以五百元至二千元的罚款。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '业务员应交纳业绩保证金二千元，未完成指标的，保证金不予退还。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '保洁员当月被业主投诉两次以上的，扣除当月全部奖金并罚款二百元。',
    ],
    miss: [
      '员工违反服务期约定的，应按照约定赔偿公司违约金，违约金数额不超过公司提供的培训费用。',
      // Decision 222: the fair form of the same terms.
      '员工违反竞业限制约定的，应当按照约定向公司支付违约金。',
      '员工接受公司出资的专项技术培训后，服务期未满离职的，按未履行服务期的比例支付违约金，不超过培训费用。',
      '公司不得向劳动者收取押金、保证金。',
      // Decision 222: the fair form of the same terms.
      '乙方派驻的员工违反甲方安全管理制度的，乙方应向甲方支付违约金每次一千元。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '员工违反规章制度的，公司可以依照规章制度给予警告处分。',
      '公司依法代扣员工应缴纳的个人所得税和社会保险费。',
      '销售人员的提成按当月完成的销售业绩计算。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '员工违反服务期约定的，应按未履行服务期的比例向公司支付违约金，不超过公司提供的培训费用。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '销售人员的绩效工资按当月完成销售指标的比例计算。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '公司承担员工入职体检及招聘的全部费用。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '公司违法解除劳动合同的，应按法律规定向员工支付赔偿金。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '公司为员工提供专项技术培训的，员工违反服务期约定的，按未履行服务期比例分摊的培训费用支付违约金。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '员工违反公司规章制度的，公司可依法给予警告处分。',
    ],
  },
  'general.family.payment-in-kind': {
    hit: [
      // Round-15 meanings in the lead's own words (decision 222), not the round-15 sentences.
      '公司可将员工的部分季度奖金以公司产品或购物卡的形式发放。',
      '买方可自主选择以现金或期限不超过六个月的商业承兑汇票支付货款，汇票交付即视为货款已付清。',
      '平台向商户结算的货款，平台可选择以平台积分形式发放，积分按平台公布的比例折算。',
      '收购方可以饲料、兽药按其定价抵扣应付养殖户的收购款。',
      '客户可以其自有产品置换应付的服务费，置换产品的价值按客户的市场零售价计算。',
      '回购义务人未能按期支付回购价款的，可以其存货按账面价值抵偿，投资方应予接受。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '建设方可以用商铺抵付所欠施工单位的工程款，商铺作价由建设方确定。',
      '公司有权以其生产的茶叶抵付应付给农户的租金，茶叶作价以公司收购价为准。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '委托人可以其持有的股权抵付顾问费，股权价值以委托人提供的估值为准。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '甲方可以用自产商品折价抵充应付乙方的货款。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '开发商可以用其开发的商铺抵付欠付的工程款，抵付价格由开发商确定。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '公司有权以等值购物卡代替现金发放员工年终奖金。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '开发商有权以其开发的车位抵顶应付的广告费，抵顶价格按开发商的销售价格计算。',
    ],
    miss: [
      // Decision 222: the fair form of the same terms.
      '买方应以银行转账方式支付货款。',
      '经卖方书面同意，买方可以商业承兑汇票支付部分货款。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '经施工单位书面同意，建设方可以用商铺按市场评估价抵付部分工程款。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '经双方协商一致，甲方可以用自产商品折价抵充应付乙方的货款。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '经双方协商一致，开发商可以以车位抵顶部分广告费，抵顶价格按市场评估价确定。',
    ],
  },
  // Anticipated before round 20 (decision 227), from a lawyer's list; the lead's own sentences.
  'general.family.compound-interest': {
    hit: [
      '逾期付款的，买方应按日支付千分之一的滞纳金，滞纳金按月计入欠款本金并继续计收滞纳金。',
      '借款人未按期付息的，未付利息自动转为本金，按本合同利率计收利息。',
      '乙方逾期支付的违约金视为新的欠款，甲方有权就该款项另行计收违约金。',
      '承租人拖欠的租金及逾期违约金，出租人有权以欠付违约金为基数继续计收违约金。',
    ],
    miss: [
      '借款利息按单利计算，不计复利。',
      '逾期付款的，买方应按未付金额每日万分之三支付违约金。',
      '逾期利息以未付本金为基数计算，未付利息不得计入本金。',
    ],
  },
  'general.family.unilateral-fines': {
    hit: [
      '平台有权根据《商家管理规则》对商家处以罚款，罚款直接从商家保证金中扣除。',
      '甲方可视乙方的服务表现对乙方进行扣分和罚款，具体金额由甲方确定。',
      '物业公司发现装修公司违反管理规定的，有权对装修公司处以罚款，装修公司不得提出异议。',
    ],
    miss: [
      '乙方逾期交货的，应按合同总价的百分之一向甲方支付违约金。',
      '乙方违反本合同约定被行政主管部门处以罚款的，罚款由乙方自行承担。',
      '双方均应遵守项目现场的安全管理制度。',
    ],
  },
  'general.family.one-sided-effectiveness': {
    hit: [
      '本合同经乙方签署后即对乙方具有约束力，甲方盖章并经其总部审批通过后方对甲方生效。',
      '本协议的生效以甲方董事会批准为条件，乙方签署后不得撤回或者变更。',
      '买方有权自行决定是否将本合同提交审批，卖方签字后不得反悔。',
    ],
    miss: [
      '本合同自双方签字盖章之日起生效。',
      '本合同经双方签署并经甲方上级主管部门批准后生效，甲方应在签署后十日内报批。',
      '本协议自各方签署之日起成立并生效。',
    ],
  },
  'general.family.non-solicit': {
    hit: [
      '合同期内及合同终止后三年内，乙方不得直接或间接雇用甲方的任何员工，违者每人次支付违约金二十万元。',
      '未经平台书面同意，商家不得招揽平台的任何技术人员，该义务永久有效。',
      '外包方不得录用发包方的离职员工，每录用一人须向发包方支付五十万元。',
    ],
    miss: [
      '合作期间及结束后六个月内，双方互不招揽对方参与本项目的员工。',
      '乙方不得雇用未满十六周岁的人员。',
      '服务期间，乙方派驻人员应遵守甲方的考勤制度。',
    ],
  },
  // Round-20 new families, in the lead's own words (decision 227), not the round-20 sentences.
  'general.family.social-insurance-waiver': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '公司不为员工缴纳工伤保险，每月另行发放人民币300元作为工伤风险补贴，员工受伤的不再享受工伤保险待遇。',
      '用人单位以一次性发放的意外伤害补助代替工伤保险，劳动者发生工伤后不得再向用人单位主张工伤待遇。',
      '项目部为工人购买商业意外险代替工伤保险，工人受伤的仅按商业保险理赔，不再申请工伤认定。',
      '乙方确认自愿不参加社会保险，甲方每月另行支付乙方二百元作为补偿。',
      '店员的养老、医疗保险由店员本人以个人身份自行缴纳，门店不负责办理。',
      '新入职员工在试用期内暂不参保，试用期满后由公司统一办理社会保险登记。',
      '司机与车队系合作关系，不构成劳动关系，车队不为司机缴纳社保，司机出车受伤的后果自理。',
      '员工的月薪已含社会保险费，公司不再另行为员工缴纳社保。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '员工选择将公司应缴的社保费用折现领取的，公司按月随工资发放。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '新员工工作满三个月后公司才为其办理社保。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '员工的社保费用已计入月工资，由员工自行决定是否参保。',
      '快递员须以灵活就业人员身份自行参保，站点补贴个人缴纳部分的三成。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '乙方自愿不缴纳社会保险，公司每月另行发放三百元社保补贴。',
      '员工在试用期内不缴纳社会保险，转正后再行缴纳。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '乙方同意由甲方按当地最低标准一次性发放社保补贴，甲方不再为乙方缴纳社会保险。',
      '甲方按月向乙方支付的报酬中已包含社会保险费用，乙方自行缴纳。',
      '双方确认乙方为劳务人员，公司不为其缴纳工伤保险。',
    ],
    miss: [
      '用人单位不得以商业保险代替工伤保险。',
      '公司依法为员工缴纳工伤保险，并另行购买商业意外险作为补充。',
      '甲方依法为乙方缴纳社会保险费，乙方个人应缴纳的部分由甲方从工资中代扣代缴。',
      '乙方应当配合甲方办理社会保险登记手续，并如实提供个人身份信息。',
      '公司按照国家规定为员工缴纳养老、医疗、失业、工伤和生育保险。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '公司自员工入职之日起依法为其缴纳社会保险。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '公司依法为员工缴纳社会保险，个人缴费部分由公司从工资中代扣代缴。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '员工离职后，公司自次月起不再为其缴纳社会保险费。',
    ],
  },
  'general.family.guaranteed-return': {
    hit: [
      '资产管理人保证委托资产的本金安全，并确保委托人每年获得不低于百分之六的投资收益。',
      '甲方以现金出资入伙，无论合伙企业盈利或者亏损，乙方每年向甲方支付出资额百分之十的固定回报。',
      '联营各方约定，乙方按年收取保底利润二十万元，联营体的亏损由甲方独自承担。',
      '公司承诺投资人认购的股权每年分红不少于投资额的百分之八，不足部分由控股股东补足。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '普通合伙人承诺有限合伙人每年可取得不少于出资额百分之八的收益。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '有限合伙人的投资本金由普通合伙人保证全额返还，年化收益不低于百分之八。',
      '基金管理人承诺投资者本金不受损失，并保证年化收益率不低于百分之六。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '合作社保证社员入社资金每年分红不少于百分之十二，不足部分由理事长个人补足。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '公司经营亏损的，由控股股东承担全部亏损，小股东的投资本金保证全额返还。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '投资方的投资款按年化百分之十二保底收益，目标公司未分红的由创始人补足。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '创始人承诺投资满两年后，按投资本金加年化百分之八的收益回购投资方的股权。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '合伙期间项目如出现亏损，执行事务合伙人应以自有资金补足有限合伙人的出资本金。',
      '委托资产净值低于初始投资金额时，管理人须在五个工作日内向委托人补偿差额部分的本金。',
      '联营期间乙方的投入如有亏损，甲方负责全额返还乙方投入的本金。',
    ],
    miss: [
      '合伙人按照实缴出资比例分配利润、分担亏损。',
      '本理财产品不保证本金和收益，投资者应自行承担投资风险。',
      '借款人应按期返还全部借款本金并按年利率百分之六支付利息。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '合伙企业的利润按出资比例分配，亏损由合伙人共同承担。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '因受托人违反委托人的投资指令擅自交易造成本金亏损的，受托人应赔偿委托人的本金损失。',
      '基金份额净值跌破面值的，基金管理人不保证赔偿投资者的本金损失，投资者自行承担投资风险。',
      '借款人将借款用于项目投资，投资出现亏损的，借款人仍应按期返还出借人的借款本金。',
    ],
  },
  // Anticipated before round 21 (decision 227): labour terms from a lawyer's list; the lead's own sentences.
  'general.family.unlawful-dismissal': {
    hit: [
      '公司实行末位淘汰制，季度考核排名最后的员工，公司可解除劳动合同。',
      '女员工在合同期内怀孕的，公司有权解除劳动合同且不支付经济补偿。',
      '员工患病请假超过一个月的，视为自动离职。',
    ],
    miss: [
      '员工严重违反公司规章制度的，公司可以解除劳动合同，不支付经济补偿。',
      '公司不得因女职工怀孕、生育、哺乳降低其工资或者解除劳动合同。',
      '劳动者不能胜任工作，经过培训仍不能胜任的，公司提前三十日书面通知后可以解除劳动合同，并依法支付经济补偿。',
    ],
  },
  'general.family.probation-overreach': {
    hit: [
      '本合同期限为两年，其中试用期为六个月。',
      '乙方试用期满考核不合格的，甲方可将试用期延长三个月。',
      '试用期不计入劳动合同期限，试用期工资为转正工资的百分之六十。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '员工入职时先签三个月试用协议，试用合格后方签订劳动合同。',
      '本劳动合同以完成该项目安装任务为期限，约定试用期一个月。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '双方签订一年期劳动合同，试用期为三个月。',
      '员工试用期满考核不合格的，公司可将试用期延长一个月。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '劳动合同期限自员工试用期满之日起计算。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '本劳动合同期限为两年，自2026年1月1日起至2027年12月31日止，其中试用期为三个月。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '员工的试用期为六个月，劳动合同期限为一年。',
      '试用期内员工的工资为正式工资的百分之六十。',
    ],
    miss: [
      '本合同期限为三年，试用期为三个月，试用期工资不低于转正工资的百分之八十。',
      '同一用人单位与同一劳动者只能约定一次试用期。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '以完成一定工作任务为期限的劳动合同，不得约定试用期。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '双方签订三年期劳动合同，试用期为两个月。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '员工的试用期为两个月，劳动合同期限为三年。',
      // Lawful probation terms, after the reader flagged one on the walk of decision 256: the fair form it learns from.
      '本合同为固定期限劳动合同，期限三年，其中试用期二个月。',
      '劳动合同期限一年，试用期一个月，试用期工资为转正工资的百分之八十。',
      '双方签订三年期劳动合同，试用期为六个月。',
      '劳动合同期限二年，其中试用期两个月，试用期包含在合同期限内。',
      '本合同期限自2026年1月1日起至2028年12月31日止，其中试用期三个月。',
    ],
  },
  'general.family.wage-withholding': {
    hit: [
      '公司每月扣留员工工资的百分之二十，待员工年底离职时一并结清。',
      '员工工资待工程结算后统一发放，结算前公司仅支付生活费。',
      '公司可以本公司产品或购物卡抵付员工部分工资。',
      '销售人员入职未满一年辞职的，公司不再支付其已产生的销售提成。',
    ],
    miss: [
      '公司于每月十五日前以银行转账方式足额支付员工上月工资。',
      '员工个人应缴纳的社会保险费和个人所得税由公司从工资中代扣代缴。',
    ],
  },
  // Round-21 new families, in the lead's own words (decision 227), not the round-21 sentences.
  'general.family.overtime-unpaid': {
    hit: [
      '厨师每月固定工资六千元，已包含每天工作十一小时所对应的全部报酬，餐厅不再另付加班费。',
      '员工周六到岗处理工作的，视为员工自愿加班，公司不计发加班工资。',
      '春节期间在岗的员工，公司按平时工资标准计发当日工资。',
      '技术人员加班一律以调休方式处理，调休须在当季休完，逾期清零。',
      // Round-22 meanings in the lead's own words (decision 227), not the round-22 sentences.
      '周末轮岗按每次五十元发放餐补，不按法定标准计发加班工资。',
      '保安每日工作十二小时，延长的工作时间均包含在固定工资之中。',
      '员工未经主管批准的延时工作，一律不计加班工资，即便系因公司任务所需。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '因赶工期需延长工作时间的，施工人员应无偿服从安排。',
      '保安每日工作十二小时，工资按月固定发放，超出八小时的时间已计入月薪。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '员工休息日加班的，只能安排补休，当季未补休的视为自动放弃。',
      '项目组成员实行弹性工时，赶工期间超出正常工时的部分不计为加班。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '店员节假日上班的，公司按平时工资标准发放工资，不另计加班费。',
      '员工每周工作六天，每天十小时，月工资已包含全部加班报酬。',
      '驾驶员延时工作的，每小时补贴十元，不再另行支付加班工资。',
      '员工自愿留在公司加班的，不计算加班费。',
      '实行项目制的员工，项目期间的加班均属于本职工作，不另行计发报酬。',
      '员工周末参加公司培训或团建活动的，不视为加班。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '月工资三千五百元为包干工资，已涵盖每日十二小时工作的全部报酬。',
      '员工在法定节假日工作的，按日工资的一倍计发报酬。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '门店实行综合工时，员工每月工作二百六十小时，超出部分不另付报酬。',
      '员工加班须事先经部门经理书面批准，未经批准的加班一律不予认定。',
      '保安值夜班的，公司仅提供夜班餐补，不支付加班费。',
      '客服人员周六轮值视为正常出勤，不计入加班。',
      '员工的月薪中已含加班费，公司不再另行支付。',
      '技术人员因工作需要在休息日工作的，以安排补休代替加班工资，补休须在当月使用完毕，逾期作废。',
      '实行不定时工作制的员工，无论工作时长均不计发加班费，但公司未就此取得劳动行政部门批准。',
      '员工晚上及周末处理工作消息的，不属于加班。',
      '公司每月固定发放加班补贴二百元，员工的加班时长不再另行计算。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '门卫实行二十四小时值班制，月薪已涵盖全部延时值班报酬。',
      '员工在休息日加班的，按正常日工资标准计发报酬。',
      '司机每日工作超过八小时的部分不计加班。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '项目经理的年薪已包括加班及节假日工作的全部报酬。',
      '员工值班不属于加班，公司仅发放值班补贴五十元。',
      '员工休息日加班的，只安排调休，不支付加班工资。',
      '员工每月加班超过三十六小时的部分，公司不再支付加班费。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '仓库理货员法定节假日上班的，按本人日工资的百分之二百发放加班工资。',
      '门店员工延长工作时间的，加班费按小时工资的1.2倍计付。',
      '客服人员周六上班且不安排补休的，按日工资的百分之一百五十支付报酬。',
    ],
    miss: [
      '公司安排员工延长工作时间的，按不低于工资的百分之一百五十支付加班工资。',
      '员工在法定休假日工作的，公司依法支付不低于工资百分之三百的加班工资。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '员工延长工作时间的，公司按不低于工资的百分之一百五十支付报酬。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '员工在法定休假日加班的，公司按不低于日工资百分之三百的标准支付加班工资。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '员工在法定节假日工作的，按不低于日工资的百分之三百支付加班工资。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '员工加班须经部门经理批准，经批准的加班按国家规定的标准支付加班工资。',
      '公司每月固定发放交通补贴二百元，员工加班的按国家规定支付加班工资。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '项目经理的年薪不包括加班工资，加班的按国家规定另行支付。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '物业维修工休息日工作又不能安排补休的，按日工资的百分之二百支付加班工资。',
      '员工在法定节假日工作的，按日工资的百分之三百支付加班工资。',
      '员工延长工作时间的，按不低于本人小时工资的百分之一百五十支付加班费。',
      '员工加班未经审批的，按旷工处理并扣除当月绩效的百分之十。',
    ],
  },
  'general.family.asymmetric-penalty': {
    hit: [
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '乙方逾期竣工的，每日支付合同价款千分之二的违约金；甲方逾期支付进度款的，工期相应顺延。',
      '乙方逾期交付的，每日按合同价款的千分之三支付违约金；甲方逾期付款的，仅需按同期存款利率支付利息。',
      '会员违约退会的，应支付剩余会费的百分之三十作为违约金；俱乐部停业的，仅退还会员未消费的会费即可。',
      '供应商延迟供货的，应赔偿采购方因此遭受的全部损失；采购方取消订单的，不承担任何违约责任。',
      // Round-22 meanings in the lead's own words (decision 227), not the round-22 sentences.
      '会员违约退卡须支付剩余会费的百分之二十作为违约金；健身房未能按约开放的，只退还会员未使用的会费。',
      '买方取消订单须按货款的百分之十五赔偿；卖方缺货的，仅按同期存款利率向买方支付利息。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '承租人提前退租须支付全年租金的百分之三十；出租人提前收回房屋的，仅退还剩余租金。',
      '买方违约的，应赔偿卖方的全部损失；卖方违约的，其赔偿金额最高为合同价款的百分之五。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '会员逾期缴费的须按日支付千分之一的滞纳金；俱乐部停业整顿的，以顺延会员期作为唯一补偿。',
      '甲方延迟验收的，不承担任何责任；乙方延迟交付的，每日按合同价款千分之三支付违约金。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '租户逾期交租的，每日按月租金的百分之一支付违约金；房东逾期交房的，仅需顺延租期。',
      '学员违约退课须支付全部课程费用的百分之三十作为违约金；机构取消课程的，仅退还未上课时的费用。',
      '采购方逾期付款的，供应商不承担任何责任；供应商逾期供货的，每日按货款的千分之二支付违约金。',
      '乘客退票须按票价的百分之二十收取退票费；航空公司取消航班的，只需为乘客改签。',
      '加盟商违约须赔偿总部全部损失；总部违约的，赔偿责任以加盟费的百分之十为限。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '承租人逾期交租的，每日按月租金的千分之五支付违约金；出租人逾期交房的，按已收租金的十万分之五支付违约金。',
      '会员提前退会的，扣除已缴会费的百分之四十；会所停业的，仅退还剩余会费。',
      '开发方违约的，其赔偿责任以合同价款的百分之五为限；委托方违约的，应赔偿开发方全部损失。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '业主迟延付款不承担违约责任；施工方迟延完工的，每日按合同价款的千分之一支付违约金。',
      '买方取消订单的，卖方不退还定金；卖方取消订单的，仅需退还定金，无需双倍返还。',
      '用户逾期付款的，按未付金额每日千分之五计收违约金；平台延迟发货的，用户可获得一张十元优惠券。',
      '经销商未完成销售任务的，须按差额的百分之二十支付违约金；厂家断货的，经销商不得要求任何赔偿。',
      '甲方逾期付款的，按银行同期存款利率支付利息；乙方逾期交货的，每日按货款的百分之一支付违约金。',
      '借款人逾期还款的，按日罚息千分之一；出借人迟延放款的，借款人只能要求继续放款。',
      '房客退订的，须支付全部房费；民宿单方取消预订的，仅全额退款。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '买方违约的须赔偿卖方全部损失，卖方违约的赔偿总额以五百元为限。',
      '卖方逾期交货的，每日按货款万分之零点五支付违约金；买方逾期付款的，每日按欠款千分之三支付违约金。',
      '会员违约退会的须支付年费的百分之四十作为违约金，俱乐部停课的，仅须为会员补课。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '承租人提前退租的，押金不予退还；出租人提前收回房屋的，仅退还押金。',
      '乙方迟延交付成果的，每日按合同总价千分之二计付违约金，甲方迟延付款的，无需支付违约金。',
      '业主违约的，物业公司有权收取违约金；物业公司违约的，业主只能要求其改正。',
      '买方逾期提货的须承担全部仓储费及违约金，卖方逾期交货的，只需顺延交货期。',
      '患者爽约的须支付预约费的百分之五十，诊所临时取消预约的，仅予改约。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '采购方逾期付款的，应赔偿供应商全部损失；供应商逾期交货的，违约金总额不超过货款的百分之二。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '员工提前离职的，应向公司支付违约金一万元，公司提前解聘员工的，无需承担任何责任。',
      '保姆提前离职的，应赔偿家政公司一个月工资，家政公司辞退保姆的，无需支付任何补偿。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '承租人逾期交租的，出租人可没收全部押金并收回房屋；出租人违约的，承租人只能要求出租人改正。',
      '学员违反校规的，培训机构有权扣除全部保证金并终止服务；培训机构违约的，学员仅能要求其补课。',
      '经销商违反区域限制的，厂家有权没收其缴纳的市场保证金；厂家违约的，经销商只能要求厂家继续供货。',
      '供货商违约的，采购方仅可要求其继续供货；采购方逾期付款的，供货商有权没收采购方交纳的履约保证金。',
      '物业公司违约的，业主只能要求其限期整改；业主违约的，物业公司有权扣除全部装修押金。',
    ],
    miss: [
      '甲方逾期付款的，每日按万分之五支付违约金；乙方逾期交货的，交付期相应顺延，并按同等标准支付违约金。',
      '甲方逾期提供场地的，工期相应顺延；乙方逾期竣工的，每日支付违约金五百元。',
      '任何一方逾期履行的，每日按合同价款的万分之五向对方支付违约金。',
      '乙方逾期交付的，每日按合同价款的千分之一支付违约金；甲方逾期付款的，亦应按同一标准支付违约金。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '任何一方违约的，均应按合同总价的百分之十支付违约金。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '任何一方逾期的，均按日支付万分之五的违约金。',
      '甲方延迟验收的，应按日支付万分之五的违约金；乙方延迟交付的，亦应按同一标准支付违约金。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '租户逾期交租或房东逾期交房的，均按日支付月租金百分之一的违约金。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '买方取消订单的，无权要求返还定金；卖方取消订单的，应双倍返还定金。',
      '用户逾期付款的，每日按未付金额万分之五支付违约金；平台延迟发货的，每日按货款万分之五向用户支付违约金。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '买方违约的须赔偿卖方全部损失，卖方违约的亦须赔偿买方全部损失。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '承租人提前退租或出租人提前收回房屋的，违约方均应向对方支付一个月租金作为违约金。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '员工提前离职或公司提前解聘员工的，双方均应依照劳动合同法的规定承担相应责任。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '加盟商违约的，总部有权没收保证金；总部违约的，应向加盟商双倍返还保证金。',
      '任何一方违约的，守约方有权解除合同，违约方的保证金予以没收或双倍返还。',
      '出租人违约的，承租人可要求其继续履行并赔偿损失；承租人违约的，出租人有权没收押金。',
    ],
  },
  // Anticipated before round 22 (decision 227); the lead's own sentences.
  'general.family.rules-by-reference': {
    hit: [
      '乙方应遵守甲方现行及今后不时修订的各项管理制度，违反的按制度处理。',
      '商户同意接受平台随时更新的交易规则的约束，更新后的规则自发布时起构成本协议的组成部分。',
      '员工须服从公司今后发布的一切规章制度，规章制度的解释权由公司行使。',
    ],
    miss: [
      '双方应遵守国家现行法律法规及行业标准。',
      '公司的规章制度经职工代表大会讨论通过并向员工公示后执行。',
    ],
  },
  // Round 23 (decision 229): the writer's two new families, in the lead's own words (not the round-23 sentences).
  'general.family.deemed-receipt': {
    hit: [
      '借款人在本合同上签字即视为已足额收到全部借款。',
      '承租人签收本协议即表明出租人已按约交付房屋及附属设施。',
      '本协议同时作为出资款的收款凭证，创始股东签署后不得再主张未收到出资。',
      '员工签署本确认书即确认公司已足额发放其在职期间的全部工资。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '买方在本合同上盖章，即确认已收到卖方交付的全部货物及随附单据。',
      '供应商确认，在本协议签订时已收到采购方支付的全部预付款，采购方的付款义务已全部履行。',
      '本借条经借款人签字即作为借款人已收到借款五万元的收款凭证。',
      '承租人签署本合同即表示已接收车辆及全部随车工具。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '本协议签署之时，视为全体股东已向公司足额缴付认缴出资。',
      '本借款合同签订即视为出借人已将借款十万元交付借款人。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '买受人在交接单上签字，即视为已验收合格并收到全部货物。',
      '甲方一经签署本协议，即视为乙方已履行完毕全部培训义务。',
      '本合同经双方签字后即作为租金的收款凭证，出租人不再另行出具收据。',
      '承租人签署本合同，即视为已收到出租人交付的全部钥匙和门禁卡。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '全体合伙人确认，普通合伙人已足额缴纳其认缴的全部出资。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '借款人签收本借据，即视为已收到全部借款本金。',
      '甲方在收据上签字，即视为已收到乙方交付的全部投资款。',
      '本协议签订时，视为受让方已付清全部股权转让款。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '员工签署本协议即确认公司已足额支付其在职期间的全部工资。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '本合同签署即视为卖方已交付全部货物及发票。',
      '租户在入住确认单上签字，即视为已收到房东交付的全部家具家电。',
    ],
    miss: [
      '出借人应将借款转入借款人指定账户，借款金额以实际到账金额为准。',
      '承租人应在交接房屋时签署交接单，确认房屋及附属设施的状况。',
      '本合同签署后，出借人应于三日内将借款转入借款人账户。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '卖方交付义务履行完毕后，买方应在收到货物时出具收货确认单。',
    ],
  },
  'general.family.explanation-acknowledged': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '投保人声明已全面了解本保单中责任免除条款的内容，不存在保险公司未予说明的情况。',
      '会员确认已清楚知晓会籍规则中的退费限制，俱乐部已履行告知义务。',
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '借款人确认，贷款人已就补充协议中的加速到期约定作了说明，借款人清楚其法律后果。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '学员确认，机构已就本协议中的责任免除条款逐项讲解，学员已充分知晓并同意。',
      '投保人确认保险人已就本保险合同中免除保险人责任的条款向其作出明确说明。',
      '乙方声明：甲方已对本合同中的格式条款以加粗方式提示，乙方已充分理解，不得以未说明为由主张该等条款无效。',
      '会员签署本协议即确认已阅读并理解全部条款，俱乐部已就限制会员权利的条款作了提示。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '出租人已就本合同中加重承租人责任的条款作了说明，承租人对此无异议。',
      '寄件人确认快递公司已就赔偿限额条款向其作出明确说明。',
      '学员声明，机构已逐条向其解释全部条款，学员不得以机构未尽说明义务为由主张条款无效。',
      '用户勾选“同意”即表示平台已以弹窗方式提示用户注意免除平台责任的条款。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '投保人声明已仔细阅读保险条款，对其中免除保险人责任的条款已完全理解。',
      '患者家属确认已知悉收费条款的全部内容，医院已尽到提示说明义务。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '乙方已认真阅读并完全理解本合同全部条款，特别是限制乙方权利的条款。',
      '投保人确认，保险公司已就责任免除条款向其作出了明确提示。',
      '用户确认已充分理解本协议中加粗标注的免责条款，对其内容无任何异议。',
      '会员已知悉并同意本协议中关于免除俱乐部责任的全部条款，俱乐部已尽到说明义务。',
      '乘客购票即视为承运人已就退改签规则向其作出充分提示。',
      '本人已完整阅读并理解上述免责声明的含义。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '学员签字即确认已获悉并理解退费规定，不得事后以未被告知为由提出异议。',
      '承租人确认，出租人已就本合同的违约责任条款作了详细解释。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '乘客确认已阅读并理解运输条件中关于行李赔偿限额的规定。',
      '投保人在投保单上签字，即表示保险人已对免除责任条款履行了明确说明义务。',
      '用户点击同意即确认已充分阅读并理解本协议全部条款，平台已尽到提示说明义务。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '借款人声明：出借人已向本人详细解释本合同全部内容，特别是费用条款。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '客户签字即确认已阅读并理解本合同中加重客户责任的条款。',
      '会员确认，俱乐部已就免责条款向其作出充分说明，会员不得事后以未被告知为由提出异议。',
    ],
    miss: [
      '开发商应当就补充条款向买受人逐条作出说明。',
      '机构应当就本协议中的责任免除条款向学员逐项讲解。',
      '甲方应以加粗字体提示本合同中免除或者限制其责任的条款，并按照乙方的要求予以说明。',
      '双方确认本合同各条款均经逐条协商确定。',
      '乙方确认已收到本合同文本及其附件。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '对本合同中免除或者限制出租人责任的条款，出租人应当以显著方式提示承租人注意。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '双方已认真阅读并理解本合同全部条款。',
      '甲方应就免责声明的内容向乙方作出说明。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '保险公司应就责任免除条款向投保人作出明确说明，未作说明的，该条款不产生效力。',
      '承租人已知悉租赁房屋位于地铁施工影响范围内。',
    ],
  },
  // Round 24 (decision 229): the writer's two new families, in the lead's own words (not the round-24 sentences).
  'general.family.marriage-restriction': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '员工请婚假的，当季度奖金不予发放。',
      '职工休婚假期间扣发全部岗位津贴和绩效工资。',
      '员工因结婚请假的，当年度评优资格取消，年终奖减半。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '女员工孕期及哺乳期的岗位津贴减半发放。',
      '职工休产假期间的绩效奖金按百分之六十计发。',
      '女职工在合同期内不得怀孕，违者公司有权解除劳动合同。',
      '主播签约期间恋爱或结婚须经经纪公司书面同意，擅自公开恋情的，应支付违约金二十万元。',
      '员工结婚的，公司有权将其调整至辅助岗位并降低绩效工资。',
      '运动员在聘用期内生育的，俱乐部停发其全部奖金。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '空乘人员入职后五年内不得结婚。',
      '学徒在学徒期内怀孕的，视为自动离职。',
      '女员工生育二胎须提前向公司报备，未报备的不享受当年调薪。',
      '舞蹈演员在合约期内生子的，应赔偿剧团全部培养费用。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '护士在聘期内怀孕的，医院有权将其调离临床岗位并降低绩效。',
      '员工在劳动合同期内生育二孩的，公司不予发放当年绩效奖金。',
      '签约艺人在合约期内公开恋情的，应向公司支付违约金一百万元。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '乘务员在合同期内结婚的，公司有权单方解除劳动合同。',
      '女主播在签约期内不得怀孕，否则视为违约。',
    ],
    miss: [
      '员工休婚假期间工资照发。',
      '员工依法享受婚假三天，婚假期间视同出勤。',
      '女职工产假期间享受生育津贴，用人单位不得降低其工资。',
      '公司不得因女职工结婚、怀孕、生育降低其工资或者解除劳动合同。',
      '员工结婚的，依法享受婚假三天，工资照发。',
      '甲方不得干涉乙方的婚姻自由。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '女职工依法享受产假及生育津贴。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '公司不得因员工生育二孩而不予发放当年绩效奖金。',
    ],
  },
  'general.family.hardship-excluded': {
    hit: [
      '本合同履行期间，买受人放弃援引《中华人民共和国民法典》第五百三十三条的权利。',
      '民法典第五百三十三条的规定不适用于本租赁合同。',
      '租赁期内即使周边市场租金大幅下降，承租人亦不得以此为由要求调整租金或解除合同。',
      '工程材料价格无论发生何种变化，均由承包人自行承担，承包人不得以情势变更为由要求调整合同价款。',
      '加工方放弃在原材料价格重大变化时请求重新协商加工费的权利。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '在本协议有效期内，无论国家政策或市场价格发生任何变化，供气方均不得要求调整气价。',
      '即使人民币汇率发生大幅波动，乙方亦无权要求重新议定合同价格。',
      '承包人确认，合同价款已考虑一切风险，不得以人工、材料价格上涨为由要求调整。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '无论钢材价格如何上涨，供货方均按原定单价供货，不得请求变更价格。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '在合作期间即使饲料价格大幅上涨，养殖户亦不得请求调整回收价格。',
      '本合同为固定总价合同，即使人工、材料价格发生重大变化，承包人亦不得要求调整合同价款。',
      '承租人放弃因经营环境重大变化而请求减免租金或解除合同的权利。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '即使原材料成本大幅上涨，乙方也不得要求重新商定加工费。',
      '出租人放弃在市场租金发生重大变化时要求调整租金的权利。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '即便原材料价格出现大幅上涨致使加工成本成倍增加，承揽人也应当按照合同约定的单价完成加工。',
      '租赁期内无论周边商业环境发生何等重大变化导致经营难以为继，承租人仍须按约定标准足额支付租金。',
    ],
    miss: [
      '合同履行中出现民法典第五百三十三条规定的情形的，双方均有权请求重新协商。',
      '合同履行期间原材料价格上涨超过百分之十的，双方应重新协商价格。',
      '合同的基础条件发生重大变化的，受不利影响的一方可以与对方重新协商，协商不成的，可以请求人民法院变更或者解除合同。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '本合同单价在合同有效期内固定不变，不随市场价格波动而调整。',
      '即使原材料价格有所上涨，卖方仍应按合同单价交货。',
      '即使市场价格发生重大变化，受不利影响的一方仍可依法请求与对方重新协商。',
    ],
  },
  // Round 25 (decision 229): the writer's two new families, in the lead's own words (not the round-25 sentences).
  'general.family.likeness-use': {
    hit: [
      '模特同意品牌方永久无偿使用其拍摄的照片用于各类商业宣传。',
      '合作终止后，公司仍可继续在宣传材料中使用教练的姓名和形象。',
      '嘉宾授权主办方不可撤销地使用其声音及影像进行推广。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '学员授权培训机构永久使用其学习照片和视频用于招生宣传。',
      '代言合同终止后，品牌方仍有权在已印制的包装上继续使用代言人肖像。',
      '患者同意医院在宣传中使用其治疗前后的对比照片，且该同意不可撤回。',
      '演员同意制片方在影片发行后无限期使用其剧照和姓名进行商业推广。',
      '活动结束后，主办方可继续在官方渠道使用参赛者的照片和视频，参赛者不得要求删除。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '学员同意机构在其结业后继续使用其姓名和照片进行招生宣传。',
      '作者授权出版社永久使用其肖像用于图书推广。',
    ],
    miss: [
      '合作期内品牌方可在约定渠道使用模特照片，合作结束后不得继续使用。',
      '超出合作期限使用代言人肖像的，须经其书面同意后另行支付报酬。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '患者可随时撤回对医院使用其照片的同意，撤回后医院应停止使用。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '作者授权出版社在图书推广期内使用其肖像，推广期满后出版社应停止使用。',
    ],
  },
  'general.family.handover-refused': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '健身房歇业后，会员的课程预约及消费记录不再开放查询。',
      '美容院停止营业的，顾客的护理档案不予提供复印。',
      '运维合同到期后，运维方没有义务向业主移交设备台账和运行数据。',
      '托管服务终止当日，服务商即时停用客户的后台登录账号，客户资料不提供备份。',
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '合作终止后，经销商在系统中录入的客户资料和订单数据归品牌方所有，品牌方不予导出或交付经销商。',
      '店铺关闭后，商家的商品信息、交易记录和顾客评价由平台保留，商家无权要求平台返还或导出。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '委托关系终止后，代理公司可暂扣客户的账册凭证，直至客户结清交接费用。',
      '合作结束后，乙方有权留置甲方的设计源文件，待甲方另行支付移交费后再行交付。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '财务外包合同终止后，服务商不向客户交还其保管的会计凭证和账册。',
      '服务终止后，服务商有权删除客户存储在平台上的全部数据，且不提供导出。',
      '患者出院后，诊所不予提供病历资料的复印件。',
      '员工离职时，其经手的客户资料及工作账号归公司所有，公司不予交还员工个人物品以外的任何文件。',
      '物业合同终止时，物业公司有权扣留业主档案及设备资料，直至业主结清全部费用。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '合作结束后，代运营公司可保留其为客户运营的社交媒体账号，不予移交客户。',
      '律所解除委托后，对委托人提供的证据原件不予退还。',
      '托管服务终止的，托管机构有权销毁客户的全部备份数据，不提供迁移。',
      '学员退学后，培训机构对其学籍档案及成绩记录不予提供。',
      '代理记账合同终止后，代理方有权留存委托方的原始凭证直至委托方结清全部费用。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '学员结业后，机构不向学员提供其学习档案，档案一律由机构留存。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '账号注销后，平台有权删除用户的全部聊天记录和文件，不提供备份。',
      '托管终止时，托管方对客户的财务账簿不予移交，直至客户付清全部托管费。',
      // Round-27 meanings in the lead's own words (decision 229), not the round-27 sentences.
      '委托终止时，受托方可留存委托方的全部档案，直至委托方结清费用。',
      '合同解除后，承包方不负有向发包方移交施工资料的义务。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '咨询服务终止时，顾问公司为委托方编制的调研底稿和客户数据库归顾问公司所有，不予返还。',
      '代运营协议期满后，运营方为品牌方制作的全部素材和粉丝数据仍由运营方留存，品牌方无权要求交付。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '劳动者提出辞职的，用人单位有权扣留其人事档案和社会保险关系，待其付清培训费用后再予转移。',
      '乙方离职后，甲方在乙方结清借支款项前暂不办理其档案和社保关系的转移手续。',
      '会员退出俱乐部后，俱乐部不再保存其充值和消费记录，会员不得要求查询。',
      '店铺关闭后，平台不向商家提供其经营期间的订单明细和结算账单。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '学生退学的，学校不退还其入学时提交的毕业证书和成绩单原件。',
      '劳动者解除劳动合同后，用人单位不退回其身份证和职业资格证书。',
      '家政人员合同终止时，家政公司不发还其押存的健康证和身份证件。',
    ],
    miss: [
      '合作终止后，平台应在三十日内向商家返还其商品数据和客户信息。',
      '合同终止后，服务商应当向客户交还其保管的会计凭证和账册。',
      '服务终止后，服务商应在三十日内按客户要求导出并交还客户数据，经客户确认后再予删除。',
      '物业合同终止时，物业公司应将物业服务用房及相关资料交还业主委员会。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '律所解除委托后，应将委托人提供的证据原件全部退还委托人。',
      // Round-27 meanings in the lead's own words (decision 229), not the round-27 sentences.
      '合同解除后，承包方应在十日内向发包方移交全部施工资料。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '外包合同终止后，乙方应在十五日内向甲方移交源代码及技术文档，交接完成后方关闭甲方的系统访问权限。',
      '门店闭店后，会员可在三十日内通过小程序查询并导出其储值记录及消费明细。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '招聘外包合同期满后，外包方应在十日内将为用人单位建立的人才库和候选人档案全部移交用人单位。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '员工离职的，公司应在解除劳动合同后十五日内为其办理档案和社会保险关系转移手续。',
      '乙方离职后，甲方不再为其缴纳社会保险费。',
      '用户注销账号后，平台将依法删除其个人信息，但法律法规要求保存的交易记录除外。',
      '用户注销账号后，平台将其交易记录自交易完成之日起保存三年，期满后予以删除。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '员工离职时，公司应将其提交的学历证书原件退还本人。',
      '员工离职时应当退还公司配发的工作证件和门禁卡。',
      '合同解除后，乙方已交的资料费和押金不退还。',
    ],
  },
  // Round 26 (decision 229): the writer's two new families, in the lead's own words (not the round-26 sentences).
  'general.family.irrevocable-proxy': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '股东承诺在公司上市前不撤回其对董事长的表决权委托。',
      '业主放弃对物业代管委托的任意解除权，代管期内由受托公司全权出租房屋。',
      '借款人确认，其给予贷款人的代扣授权在任何情况下均不终止。',
      '承租人不可撤销地授权出租人以承租人名义办理水电过户及押金结算手续。',
      '股东同意委托大股东代为行使其全部表决权，该委托在持股期间不得撤销。',
      '借款人授权出借人以借款人的名义处分抵押房产，借款人无权撤回该授权。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '卖方授权买方代为办理产权过户的全部手续，该授权在过户完成前不可撤销。',
      '合伙人将其表决权委托执行事务合伙人行使，合伙期间不得撤回。',
      '借款人出具不可撤销的委托书，委托出借人代为出售其名下车辆。',
    ],
    miss: [
      '乙方委托甲方代为办理产权登记，乙方可以随时撤回该委托。',
      '双方均不得撤销已经履行完毕的交易。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '卖方授权买方代为办理过户手续，卖方可以随时书面撤回该授权。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '委托人可随时解除对受托人的委托，但应赔偿因解除时间不当给受托人造成的直接损失。',
      '受托人承诺在委托期间勤勉尽责，不擅自将委托事务转委托他人。',
    ],
  },
  'general.family.enforcement-notarization': {
    hit: [
      '借款人同意办理赋予强制执行效力的债权文书公证，执行金额以出借人出具的欠款说明为准。',
      '承租人自愿接受强制执行，出租人认为承租人欠租的，可直接申请公证机构出具执行证书。',
      '经销商应就其付款义务办理强制执行公证，供货商的供货义务不在公证之列。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '租户同意就租金支付义务办理强制执行公证，房东凭其出具的欠租证明即可申请执行证书。',
      '担保人承诺接受强制执行，债权人认为担保人违约的，可直接申请出具执行证书。',
      // Round-27 meanings in the lead's own words (decision 229), not the round-27 sentences.
      '借款人同意本借款合同赋予强制执行效力，出借人可凭其单方核算清单申请执行。',
      '承租人承诺接受强制执行，出租人仅需提供欠租通知即可申请执行。',
    ],
    miss: [
      '双方同意对本合同办理公证，公证费由双方各自承担。',
      '债务人不履行经公证的债权文书的，债权人可以依法向人民法院申请执行，执行前公证机构应依法核实。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings of the newest families.
      '双方同意对本合同办理公证，公证费由双方各自承担一半。',
    ],
  },
  // Round 27's new families (decision 232): the lead's own sentences, written before the rules.
  'general.family.rent-abatement-excluded': {
    hit: [
      // Round 37 read (decision 250), second pass: forms the first widening still missed, in the lead's words.
      '他人就出租仓库主张所有权致使承租方暂停使用的，承租方仍按原定金额缴纳租金。',
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '因第三方主张权属导致承租人无法正常使用房屋的，承租人仍应按期足额支付租金，由承租人自行解决与第三方的纠纷。',
      '租赁车辆因出租方未按期年检而被扣押的，扣押期间承租方仍应照常支付租金。',
      '出租方维修不及时导致机器无法运转的，停工期间租金不予减免。',
      '他人对出租房屋提起诉讼并申请查封的，查封期间租金照付，承租人不得要求减免。',
      '他人就出租场地主张所有权导致承租方停业的，由承租方自行与其协商，租金照常按合同约定的金额缴纳。',
      '出租方未履行保养义务致使租赁机械故障停用的，停用期间的租金照付。',
      '因案外人主张权利致使商铺被迫停业的，商户仍应按原定标准和期限缴纳租金。',
      '租赁的挖掘机因出租人未定期维护而无法作业的，无法作业期间的租金仍按日计收，出租人仅负责修理。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '鱼塘因发包方修路无法养殖的，承包方不得要求减少承包费或解除合同。',
      '停车场因管理方封闭改造期间，承租方仍须按月缴纳车位租金。',
      '仓库屋顶漏雨由出租方修缮的，修缮期间仓储租赁费不作任何减免。',
      '租赁车辆送厂检修期间，租车人照常支付日租金，出租公司不提供替代车辆。',
      '场地被法院查封的，乙方不得以此为由拒付或减付场地租金。',
      '起重机因出租方原因发生故障停机的，停机期间承租方依约足额支付租赁费。',
      '供暖、供水中断期间，房屋租金不因此减少。',
      '出租人进行外立面改造期间影响承租人营业的，承租人无权要求减免租金或延长租期。',
      '第三人就商铺主张权利致承租人无法营业的，承租人仍应全额支付当期租金。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '挖掘机因出租方原因停工的，承租方应照付当月租赁费。',
      '游船因船舶所有人原因停运期间，光租人仍应照交租金。',
      '租赁车辆因出租人未按期保养而停驶的，承租人照付车辆租金。',
    ],
    miss: [
      '租赁设备维修期间的租金按停机天数相应扣减。',
      '因出租人原因致使房屋无法使用的，承租人有权要求减少租金。',
      '因维修租赁物影响承租人使用的，应当相应减少租金或者延长租期。',
      '因承租人的过错致使房屋需要维修的，维修期间租金照常支付。',
      '设备故障停机超过二十四小时的，按停机天数扣减当期租金。',
      '承租人应按期足额支付租金，出租人负责房屋主体结构的维修。',
      '出租人对房屋进行维修时，应提前七日通知承租人，维修期间的租金按实际影响天数减免。',
      '租期内承租人自行装修期间，租金照常计收。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '船舶因租船人原因停航的，租船人应照付租金。',
      '船舶因船东原因停航的，停航期间租船人不付租金。',
    ],
  },
  'general.family.worker-liability-shift': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '配送员在配送途中遗失或损坏的货物，一律由配送员按货物标价全额赔偿，顾客投诉产生的罚款也由配送员承担。',
      '收银员当班出现的现金短款和假币损失，无论原因一律由收银员全额赔偿。',
      '司机驾驶公司车辆发生交通事故的，车辆维修费及对第三者的全部赔偿由司机个人承担。',
      '外卖骑手配送中遗失的餐品，由骑手按订单金额全额赔付，并承担顾客差评导致的全部扣款。',
      '快递员派件时遗失的包裹，一律按寄件人保价金额由快递员全额赔付。',
      '家政服务员在服务期间打碎客户家中物品的，由服务员个人照价赔偿。',
      '搬运工在装卸作业中损坏客户货物的，一律由搬运工个人照价赔偿。',
      '导游带团期间游客发生意外的，赔偿责任由导游本人承担，旅行社概不负责。',
      '护工在护理过程中致被护理人受伤的，全部赔偿责任由护工自负。',
      '员工驾驶公司车辆送货途中发生事故的，车辆维修费及第三者损失均由员工个人承担。',
      '仓管员保管的库存出现短少的，不问原因，由仓管员按进价全额赔付。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '保安员在值勤中与访客发生冲突致对方受伤的，医疗费等赔偿由保安员自行负担，物业公司不负任何责任。',
      '店员收取的顾客现金中出现假币的，不论店员是否存在过失，损失一律由店员承担。',
      '家电安装工上门安装时碰坏用户家具的，由安装工本人照价赔偿。',
    ],
    miss: [
      '快递员因故意或者重大过失遗失快件的，公司可以向其追偿，追偿额不超过其月工资的百分之二十。',
      '员工因故意或者重大过失给公司造成损失的，公司可以要求其赔偿，每月从工资中扣除的部分不超过当月工资的百分之二十。',
      '司机执行运输任务造成第三方损害的，由公司先行承担赔偿责任，公司承担后可以向有故意或重大过失的司机追偿。',
      '员工应爱护公司设备，按操作规程使用。',
      '员工因执行工作任务受到伤害的，由公司依法承担工伤保险责任。',
      '员工违反保密义务给公司造成损失的，应赔偿公司的全部损失。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '保洁员因故意或者重大过失损坏客户物品的，公司赔偿客户后可以向其追偿。',
      '客户物品在清洁服务中损坏的，无论保洁员有无过错，均由公司先行向客户赔偿。',
      '收银员收取的货款因其本人过错短少的，由收银员在过错范围内承担相应赔偿责任。',
    ],
  },
  // Round 28's new families (decision 232): the lead's own sentences, written before the rules.
  'general.family.insurance-beneficiary': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '公司为全体员工投保的团体人身意外险以公司为受益人，员工签订劳动合同即视为同意。',
      '工地为工人投保的意外伤害险，受益人指定为施工单位，工人签字确认本合同视为同意该指定。',
      '雇主为家政人员购买的定期寿险以雇主为受益人，家政人员入职即视为认可。',
      '公司为外派员工投保的意外伤害保险，受益人为公司。',
      '工地为施工人员购买的团体意外险，理赔款由总包单位领取，用于抵扣其应承担的赔偿。',
      '物流公司为司机投保人身意外险，发生事故后的保险金归公司所有。',
      '甲方为乙方人员购买的人身保险赔款，可直接冲抵甲方应支付的工伤待遇。',
      '俱乐部为运动员投保的意外险，保险受益人指定为俱乐部。',
    ],
    miss: [
      '公司为员工投保团体意外险，以员工本人或其法定继承人为受益人。',
      '公司为员工投保意外伤害保险，受益人为员工本人或其法定继承人。',
      '承包人应为其施工人员办理工伤保险和意外伤害保险。',
      '投保人为被保险人投保时，指定受益人须经被保险人同意。',
      '保险金由被保险人或其指定的受益人领取。',
    ],
  },
  'general.family.information-right-denied': {
    hit: [
      '有限合伙人不得要求查阅合伙企业的会计账簿及财务凭证。',
      '小股东无权查阅公司会计账簿，公司仅每年提供一份简要财务报表。',
      '受托人处理委托事务的情况无须向委托人报告，委托人不得查询资金去向。',
      '物业公司无需向业主公开物业费的收支情况。',
      '投资人不得以任何理由要求管理人披露基金资产的投资明细。',
    ],
    miss: [
      '股东有权查阅、复制公司章程、股东会会议记录和财务会计报告。',
      '受托人应当每季度向委托人书面报告委托事务的处理情况。',
      '合伙人查阅账簿的，应提前三日书面通知执行事务合伙人。',
      '乙方不得向第三方披露甲方的财务信息。',
    ],
  },
  // Round 29's new families (decision 232): the lead's own sentences, written before the rules.
  'general.family.punitive-damages-waiver': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '买家在本店购物产生任何纠纷的，无论何种原因，本店赔偿金额最高不超过商品售价。',
      '旅游者因旅行社安排的购物活动遭受损失的，旅行社仅退还相应费用，不承担其他任何赔偿。',
      '消费者购买的食品存在质量问题的，商家以退还货款为限承担责任。',
      '患者接受美容服务后发生纠纷的，诊所的赔偿总额不超过本次实际支付的服务费。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '车辆如有经销商未披露的事故记录，经销商按车价百分之三补偿后，买方不得再主张任何赔偿。',
      '消费者购买的家电如有质量问题，以退货退款为唯一救济方式。',
      '购房人放弃依据消费者权益保护法第五十五条向开发商主张惩罚性赔偿的权利。',
      '商品经鉴定与宣传不符的，商家仅退款不赔偿。',
      '茶叶产地与包装标注不一致的，本店一律只退不赔。',
      '顾客购买商品后，即使商品存在欺诈情形，也只能要求退还货款，不得主张三倍赔偿。',
      '本店所售保健食品如有质量问题，仅负责退换，消费者放弃要求十倍赔偿的权利。',
      '买家同意，卖家对商品描述不符承担的责任以退款为限，不适用惩罚性赔偿。',
      '会员确认不以经营者欺诈为由要求增加赔偿。',
      '购车人承诺不向经销商主张消费者权益保护法规定的惩罚性赔偿。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '顾客在本店购买的预包装食品如超过保质期，本店仅负责调换同类商品。',
      '会员购买的进口奶粉被查出不符合食品安全标准的，商城仅予退货退款，不承担其他赔偿。',
      '买家收到的农产品礼盒标签未标注生产日期的，卖家只接受换货处理。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '车行出售的二手车如经查实调过里程表，车行的赔偿责任以成交价为限。',
      '顾客购买的黄金首饰如系以次充好，本店仅限于退还货款。',
      '笔记本电脑被发现为展示机翻新的，网店赔偿金额不超过商品售价。',
    ],
    miss: [
      '游客因旅行社原因遭受损失的，旅行社应依法承担赔偿责任。',
      '消费者有权依法要求经营者赔偿，经营者有欺诈行为的，应按消费者的要求增加赔偿。',
      '商品存在欺诈的，消费者有权要求退款并主张价款三倍的赔偿。',
      '经营者提供商品有欺诈行为的，应当按照消费者的要求增加赔偿其受到的损失，增加赔偿的金额为消费者购买商品价款的三倍。',
      '商品存在质量问题的，消费者可以要求退货、更换或者修理。',
      '因产品缺陷造成损害的，生产者应当承担赔偿责任。',
      '双方均不得要求对方承担惩罚性违约金。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '消费者购买的食品标签存在不影响食品安全且不会对消费者造成误导的瑕疵的，商家可以为其更换商品。',
      '顾客购买的食品超过保质期的，可以要求退货，并可要求支付价款十倍的赔偿金。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '二手手机已标明为翻新机的，商家承担的赔偿以商品价格为限。',
      '采购的数控设备存在翻新情况的，供应商的赔偿以合同价款为限。',
      '车辆存在出卖人未告知的泡水情况的，买受人有权要求出卖人依法赔偿。',
      '装修公司对客户房屋翻新工程的赔偿以合同价款为限。',
      '因服务商未说明的事项造成客户损失的，赔偿以货款为限。',
    ],
  },
  'general.family.return-right-excluded': {
    hit: [
      '在本店小程序购买的商品申请退货的，应写明退货理由，经店长审批后方可办理。',
      '直播间售出的服装退货时，货款仅以平台积分形式返还。',
      '网购家具自下单之日起七日内可申请无理由退货。',
      '线上订购的商品退货后，商家于收到退货之日起三十个工作日内退款。',
      '网购商品一经签收，除质量问题外一律不予退货。',
      '通过直播间下单的商品不支持七天无理由退货。',
      '电话订购的商品只换不退，消费者退货须承担百分之二十的手续费。',
      '本平台商品的退货期限为收货后三日内，逾期不再受理。',
      '邮购商品拆封后即视为消费者放弃无理由退货的权利。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '通过本店直播间购买的服装，退货时须提供质检机构出具的质量问题证明。',
      '消费者在网上商城购买的小家电，仅限出现性能故障时方可申请退货。',
    ],
    miss: [
      '网购商品自消费者收到之日起七日内可无理由退货，商家在收到退回商品之日起七日内退还货款。',
      '消费者有权自收到商品之日起七日内退货，且无需说明理由。',
      '定作的商品、鲜活易腐的商品不适用无理由退货。',
      '门店现场购买的商品，如无质量问题，恕不退换。',
      '退货商品应当完好，退回商品的运费由消费者承担。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '消费者通过电商平台购买的商品，自收到之日起七日内可无理由退货；超过七日因质量问题要求退货的，应提供检测报告。',
      '网店商品自签收之日起七日内可无理由退货，消费者无需说明理由。',
      // The false high round 40's cross-family scan found (decision 255): a refund for a service interrupted is no return of goods.
      '由于平台原因造成服务中断的，用户仍不得要求平台退款或赔偿。',
      '因系统维护导致会员服务暂停的，会员不得要求退还会员费。',
    ],
  },
  // Round 30's new families: the lead's own sentences, written before the rules.
  'general.family.invoice-withheld': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '出租人可根据其税务安排决定开具租金发票的时间，承租人应按期支付租金。',
      '服务商有权自行决定开票日期，客户须在服务完成后先行付款。',
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '乙方开具发票的时间、类型和税率均由乙方自行决定，甲方应先支付合同款项。',
      '服务费发票由服务商根据其财务安排择期开具，客户不得以未收到发票为由延期付款。',
      '供应商有权决定开具普通发票或增值税专用发票，采购方不得提出异议。',
      '乙方仅向甲方出具收款收据，不提供增值税发票。',
      '甲方要求开具发票的，须另行支付百分之八的税点，否则乙方不予开票。',
      '卖方在买方付清全部货款及违约金后方开具发票，买方不得以未收到发票为由拒付货款。',
      '本合同价格为不含票价格，服务方不负责开具发票。',
      '出租人自行决定是否开具租金发票，承租人不得以未取得发票为由迟延支付租金。',
      '承运人可视业务情况延后开具运费发票，托运人不得因此扣减运费。',
    ],
    miss: [
      '发票类型由双方协商确定。',
      '采购方有权选择要求供应商开具增值税专用发票。',
      '乙方应在收到每期款项后七个工作日内向甲方开具等额增值税专用发票。',
      '乙方未按约开具发票的，甲方有权暂缓支付相应款项且不视为逾期。',
      '发票开具后如需作废重开，由开票方负责办理。',
      '因乙方开具的发票不合规给甲方造成损失的，乙方应予赔偿。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '乙方应在收到款项后五日内开具发票，开票时间不得晚于当月月末。',
      '开票时间由双方协商确定。',
    ],
  },
  'general.family.shortfall-unadjusted': {
    hit: [
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '无论实际交付的钢材重量多少，采购方均应按订货单载明的重量支付货款。',
      '不管最终交付的苗木株数如何，绿化工程款一律按合同约定株数结算。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '鲜花实际送达数量少于订单数量的，酒店仍应按订单总价付款。',
      '印刷品交货数量短少的，出版社仍按采购单金额结算印制费，不作扣减。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '铜材按理论重量结算，实际称重短少的，供方不予退款。',
      '鸡蛋按箱收购，每箱实际重量低于标称重量的，收购商照标称重量结算货款，不作扣减。',
      '实测面积小于合同约定面积的，买受人仍按约定面积支付房款，出卖人不予退还差价。',
      '货物到港后如有短少，买方仍应按提单数量付款。',
      '煤炭以发货磅单重量结算，收货重量不足的，需方不得要求扣减货款。',
      '租赁面积以合同记载为准，实际面积与记载不符的，租金不作调整。',
      '种苗实际交付株数不足约定数量的，采购方仍应按约定数量全额付款。',
      '地坪工程按图纸面积一次性包干结算，实际施工面积减少的，发包人不得要求核减工程款。',
    ],
    miss: [
      // Round-39 near misses in the lead's own words (decision 254).
      '无论实际交付的大米数量多少，货款均按实际验收数量结算。',
      '实测面积小于约定面积的，出卖人应按实测面积退还多收的房款。',
      '交付数量不足的，卖方应在十日内补足，或按短少数量扣减货款。',
      '面积误差比绝对值超出百分之三的，买受人有权退房。',
      '货物数量以买方验收时的实际数量为准，运输途中的合理损耗由卖方承担。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '服装实际交货数量少于订单数量的，品牌方按实际交货数量付款。',
      '交货数量少于订单数量的，供方应在五日内补足，否则按短少数量扣减货款。',
    ],
  },
  // Round 31's new families: the lead's own sentences, written before the rules.
  'general.family.wear-and-tear-charged': {
    hit: [
      '租赁期满，承租人应将房屋恢复至交付时的全新状态，墙面、地面因正常使用造成的磨损亦由承租人修复。',
      '叉车因正常使用发生的折旧，由承租方按出租方评估的金额予以补偿。',
      '汽车租赁期间轮胎的正常磨损费用由承租人按新件价格承担。',
      '粮食在储存期间因自然干耗减少的数量，由保管人按合同单价赔偿。',
      '运输途中货物因水分蒸发产生的重量减少，由承运人照价赔偿。',
      '退租时承租人须按新房标准重新装修，不论有关损耗是否属于正常使用所致。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '租赁车辆因日常驾驶产生的轻微划痕，由承租人按新件价格赔偿。',
      '退租时墙面出现正常居住形成的发黄、陈旧的，乙方须承担重新粉刷的全部费用。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '租赁期满承租人交还的家具、地板须无任何磨损痕迹，否则出租人有权按购置价扣除押金。',
      '租用的摄影器材归还时应与全新器材一致、不得有任何使用痕迹，否则承租方按原值赔偿。',
      '劳动者离职交还的工作手机应完好如新，有磨损的按购机价从最后一个月工资中扣除。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '租赁期满，租户应自行出资将房间内用过的床品、毛巾及地毯全部换新。',
      '设备租赁结束时，承租方须将已使用过的配件全部予以更换，费用自理。',
      '工程机械出租方在设备退场时可就正常的履带磨损、液压油损耗向承租方收取费用。',
      '冷库保管方对库存蔬菜自然腐烂造成的损失负责赔偿。',
      '租赁的办公家具返还时有任何磨损的，承租方应按新家具价格赔偿。',
    ],
    miss: [
      '承租人应爱护房屋，因使用不当造成损坏的，应负责修复或赔偿，正常使用的损耗除外。',
      '租赁期满承租人返还设备时，设备应处于正常使用后的状态。',
      '货物运输的合理损耗率为千分之三，超出部分由承运人按实际损失赔偿。',
      '出租人负责房屋及设施因正常使用产生的维修。',
      '房屋的自然损耗由甲方负责维修。',
      '仓储货物的合理损耗由存货人自负。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '墙面因正常居住形成的发黄、陈旧的，由出租人负责，承租人不承担粉刷费用。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '员工离职时应归还公司配发的笔记本电脑，正常使用产生的磨损除外，人为损坏的按折旧后价值赔偿。',
      '承租人归还设备时应无人为损坏，正常使用痕迹不视为损坏。',
      '员工归还的电脑应无任何人为损坏，否则按折旧后的残值赔偿。',
      '承租人退租时应将房屋打扫干净，不得有任何人为损坏，正常使用磨损除外。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '承租人退租时应将人为损坏的灯具、窗帘修复或更换，正常使用的损耗除外。',
      '退租时房屋内使用过的床垫、窗帘由出租人负责清洗或更换。',
      '酒店客房内使用过的一次性用品由酒店每日更换。',
      '冷库保管方因温控失误致库存蔬菜腐烂的，应赔偿存货人的损失，但蔬菜自然腐烂的除外。',
      '办公家具因承租方使用不当而损坏的，承租方应按照折旧后的价值赔偿。',
    ],
  },
  'general.family.third-party-excuse': {
    hit: [
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '物业公司将电梯维保外包给专业公司的，维保公司造成的损失由业主自行向其主张。',
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '货物在中转环节由二程承运人保管期间灭失的，收货人应直接向二程承运人主张赔偿，本公司不再承担责任。',
      '物业公司保安人员在执勤中致业主财物毁损的，由保安人员本人赔偿，物业公司不承担责任。',
      '因合作门店原因造成会员卡无法使用的，由会员与门店自行协商处理。',
      '因卖方委托的物流公司原因导致货物延误或损坏的，卖方不承担责任，买方应直接向物流公司索赔。',
      '总承包人对其分包单位施工的部分不承担质量责任。',
      '旅行社对地接社在行程中造成的违约不负责任，游客可自行向地接社追偿。',
      '因平台合作的第三方支付机构故障造成的资金损失，平台不承担任何责任。',
      '因物业公司聘请的保安公司人员失职导致业主财物被盗的，与物业公司无关。',
      '服务商的云服务商或数据中心故障造成服务中断的，服务商免责，客户应自行向云服务商主张。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '货物在中转仓库由合作物流商造成的短少，本公司不予赔付，货主应自行向物流商索赔。',
      '加盟网点的员工在上门安装时造成客户财产损坏的，品牌方不予赔偿。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '物业公司委托的电梯维保单位维保工作不符合合同约定的，业主应自行向维保单位主张权利。',
      '承运人安排的转运公司未按约定时限送达货物的，托运人仅能向该转运公司追索。',
      '培训机构聘请的外籍教师授课不达标的，学员另行向该教师主张退费。',
      '保洁公司派出的保洁员在客户家中损坏物品的，由保洁员个人赔偿，保洁公司不承担责任。',
      '因上游原料供应商延期供货导致交付迟延的，加工方免除全部违约责任。',
    ],
    miss: [
      '乙方员工在工作中造成甲方损失的，由乙方承担赔偿责任，乙方承担后可向其员工追偿。',
      '快件在加盟网点丢失的，由快递公司先行赔付，再由其向网点追偿。',
      '货物在转运中灭失的，承运人与实际承运人对托运人承担连带责任。',
      '因供应商原因导致交货延误的，双方应协商解决。',
      '因乙方委托的承运人原因造成货物损坏的，由乙方向甲方承担赔偿责任，乙方赔偿后可向承运人追偿。',
      '总承包人就分包单位完成的工程与分包单位向发包人承担连带责任。',
      '因甲方指定的供应商提供的材料质量问题造成工程质量缺陷的，乙方不承担责任。',
      '因不可抗力导致合同不能履行的，双方均不承担违约责任。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '货物在中转仓库由合作物流商造成的短少，由本公司先行赔付，本公司赔付后可向物流商追偿。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '乙方委托的分包单位施工不符合约定的，由乙方向甲方承担责任，乙方承担责任后可以向分包单位追偿。',
      '因地接社的原因造成游客财产损失的，游客可以直接向地接社索赔，也可以要求组团社承担赔偿责任。',
      '因上游原料供应商延期供货导致交付迟延的，加工方不免除违约责任，但可在承担责任后向供应商追偿。',
    ],
  },
  // Round 32's new families: the lead's own sentences, written before the rules.
  'general.family.copy-withheld': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '借款合同签署后，全部签字原件由贷款公司收存，借款人只领取一份未盖章的合同复印件。',
      '装修合同一式两份均由装饰公司留存，业主仅获得合同的手机拍照件。',
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '本协议原件由学校统一存档，家长不另行保留协议文本。',
      '借款合同正本由出借人收存，借款人不持有合同文本。',
      '入园协议一式一份，由幼儿园保管，家长需要查看的应向园方申请。',
      '托管协议原件由托管机构存档，学生及家长不另持协议文本。',
      '服务合同由公司统一存档，客户不另持合同。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '电子合同仅供客户在线查看，客户不得下载、打印或保存副本。',
      '本协议文本仅在小程序内展示，会员不能导出或截图留存。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '本保理合同正本由保理商统一存档，卖方如需调阅，须向保理商书面申请。',
      '会员协议原件由俱乐部保管，会员可通过前台查阅协议内容。',
      '本合同签署后，正本及副本均由甲方保存，乙方不另行持有合同文本。',
      '劳动合同由用人单位统一存档，不向劳动者发放。',
      '用户在线签署的电子协议仅保存在平台服务器中，用户无法下载或打印。',
      '借款人签署的借据及本合同全部原件由出借人收存，借款人不留复印件。',
      '保单正本由保险代理人代为保管，投保人需要时可申请查阅。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '业务员在客户签字后将两份借款合同一并收回公司归档，客户可拨打客服热线查询合同内容。',
      '租赁合同签署完毕后，全部原件由中介人员带回门店保管，租户如需了解条款可致电门店查阅。',
      '本劳动合同由公司人力资源部统一保管，员工需要合同复印件的，须填写申请表并经部门经理审批。',
      '装修合同原件存放于装饰公司档案室，业主索取副本应当提前三日书面申请，由公司决定是否提供。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '本借款协议一式两份，出借人持一份，见证律师持一份。',
      '本买卖合同原件两份，由出卖人与居间方各执一份。',
      '本二手车买卖合同一式贰份，卖方留存一份，车辆登记机构存档一份。',
    ],
    miss: [
      '合同原件由中介公司存档，买卖双方各持一份复印件。',
      '甲方应在签署后三日内向乙方交付合同正本一份。',
      '本合同一式两份，甲乙双方各执一份，具有同等法律效力。',
      '劳动合同文本由用人单位和劳动者各执一份。',
      '平台应在用户签署后向其注册邮箱发送协议文本，用户可随时下载。',
      '合同原件由甲方保管，乙方持有副本一份。',
      '合同存档由甲方负责，乙方可随时查阅并复印。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '本合同签章原件一式四份，发包人与承包人各执两份，复印件仅供备案使用。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '保险代理人应在投保人签字后将保险单正本送交投保人，投保单副本由保险公司存档。',
      '合同签署后双方各执一份，乙方也可致电甲方客服查询合同履行情况。',
      '培训合同由培训机构和学员各保存一份，学员需要复印件的，可自行复印。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '本合同一式两份，出租人、承租人各执一份，中介方留存复印件一份。',
      '本合同一式三份，出租人、承租人、房屋中介各执一份。',
      '本合同一式两份，甲方执一份，乙方执一份，经纪人另存复印件。',
      '本居间合同一式两份，委托人与居间人各执一份。',
      '本合同一式两份，出租人执一份，承租人执一份，中介执一份。',
      '本物业服务合同一式两份，业主委员会执一份，物业公司执一份。',
    ],
  },
  'general.family.expropriation-compensation': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '承包地被依法征收的，承包方不得就其修建的水井、大棚等设施主张任何补偿。',
      '房屋被列入拆迁范围的，承租人不得就其装修、停业损失向任何人主张补偿。',
      '流转土地被征用的，受让方投入的地上附着物及青苗不得主张补偿款。',
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '厂房因旧城改造需要腾退的，政府发放的搬迁补助费统一由房东领取，承租方不参与分配。',
      '租赁房屋遇政府拆迁的，合同自行终止，所有拆迁补偿款均归出租人所有，承租人不得提出任何补偿要求。',
      '承包土地被国家征用的，地上附着物及青苗补偿费全部由发包方领取。',
      '如厂区被纳入征收范围，乙方应无条件搬离，搬迁费及停产停业损失补偿由甲方统一收取，乙方不得向征收部门另行申报。',
      '经营期间遇房屋征收的，承租人投入的装饰装修不予补偿，征收补偿全部归房东。',
      '鱼塘承包期内遇征地的，承包人仅可获得已交承包费的退还，其余补偿归村集体所有。',
    ],
    miss: [
      '房屋被征收的，装修补偿归承租人所有，出租人不得主张。',
      '承包地被依法征收的，承包方有权就其修建的设施依法领取补偿。',
      '房屋被依法拆除的，承租人的装修补偿和停业损失补偿由承租人自行申报并领取。',
      '租赁房屋被征收的，土地及房屋补偿归出租人所有，承租人的装修、停产停业损失补偿归承租人所有。',
      '因政府征收致使合同无法履行的，本合同终止，双方互不承担违约责任，征收补偿按国家规定各自领取。',
      '承包地被依法征收的，承包方有权依法获得相应的补偿。',
      '遇征收时出租人应配合承租人向征收部门申报装修和停业损失补偿。',
    ],
  },
  // Round 33's new families: the lead's own sentences, written before the rules.
  'general.family.payment-allocation': {
    hit: [
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '承租人缴纳的款项，出租人可以优先用于冲抵承租人尚未到期的下季度租金。',
      '经销商的回款首先清偿其在其他订货合同项下未届清偿期的货款，剩余部分方用于本合同。',
      '借款人的每期还款，首先冲抵借款人尚存异议的催收费用，剩余部分再冲抵到期本息。',
      '物业服务企业收到的物业费，优先抵充业主尚有争议的维修分摊款，再抵充当期物业费。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '承租人交付的款项按物业费、违约金、租金的顺序抵充，出租人可以根据需要变更抵充顺序。',
      '买方每笔回款先冲抵逾期货款的利息，卖方有权随时调整冲抵顺序。',
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '客户每次支付的款项用于冲抵哪一期服务费由服务商确定，客户不得指定。',
      '借款人的每笔还款先冲抵何种费用由出借人决定，借款人对冲抵顺序不得提出异议。',
      '承租人支付的款项由出租人自行决定抵充欠付的租金、物业费或违约金。',
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '承租人所付款项先抵偿滞纳金，再抵偿租金。',
      '客户的付款按先费用、后利息、最后本金的顺序抵充，抵充顺序由公司确定。',
      // Round 34 (decision 240): a fixed order that puts penalties before the debt, no one named as deciding it.
      '承租人交纳的款项首先用于抵扣逾期违约金，剩余部分再抵扣租金。',
      '买方的回款依次清偿罚息、滞纳金，最后清偿货款本金。',
      '承租人支付的款项，出租人有权自行决定冲抵承租人所欠的租金、违约金或其他费用。',
      '借款人每期还款由贷款人按其确定的顺序依次抵充罚息、复利、违约金和本金，借款人不得另行指定。',
      '买方支付的货款，卖方可以选择先冲抵尚未到期的货款或双方有争议的款项。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '承租人支付款项时就所清偿费用作出的指定，出租人可不予采纳。',
      '买方回款时指明所偿还订单的，卖方不受该指明的约束，可自行安排冲抵。',
      '借款人还款时对清偿顺序作出的任何指定均属无效，以贷款人系统记载的扣收顺序为准。',
    ],
    miss: [
      // Round-39 near misses in the lead's own words (decision 254).
      '买受人支付的货款首先用于清偿已到期的货款，剩余部分再用于清偿尚未到期的货款。',
      '承租人支付的租金应先清偿无争议的到期租金，有争议的款项待双方核对确认后另行处理。',
      '付款人支付的款项清偿哪一笔债务，由付款人在付款时指定。',
      '借款人的还款按照实现债权的有关费用、利息、本金的顺序抵偿。',
      '买方的付款的抵充顺序由买方在付款时指定。',
      '债务人付款时可以指定清偿的债务；未指定的，按照法律规定的顺序抵充。',
      '甲方的每笔付款由甲方在付款时指定所清偿的合同项下款项。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '经借款人书面同意，出借人可以调整上述清偿顺序。',
      '还款的抵充顺序经双方协商一致后方可调整。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '借款人在还款时可以指定所清偿的债务；借款人未指定的，按照法律规定的顺序抵充。',
      '债务人付款时未指定清偿的债务的，由出借人按照先到期先清偿的顺序冲抵。',
    ],
  },
  'general.family.order-cancellation': {
    hit: [
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '买家支付货款后，须待卖家审核订单并安排出库之后，买卖合同才告成立。',
      '用户在小程序下单付款后，自平台确认接单之时起，服务合同方成立。',
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '即便买家已经支付货款，网店仍可以库存不足为由取消该订单。',
      '民宿预订成功并已付清房费后，房东可因自住需要取消预订，仅原路退回房费。',
      '用户在本网站提交订单并付款后，本网站仍有权取消该订单，仅退还用户已付款项。',
      '消费者通过小程序下单的，买卖合同自商家发货时成立，发货前商家可随时取消订单。',
      '直播间下单付款成功不代表交易成立，平台审核确认后合同方生效。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '因页面价格显示错误而生成的订单，平台可单方面予以取消，不承担任何赔偿责任。',
      '网店商品标价出现明显错误的，卖家有权关闭相关交易，仅原路退回买家已付款项。',
      '团购活动中因系统故障以异常低价成交的订单，商家有权作废，且不负任何责任。',
      '外卖平台上的菜品价格因后台程序原因标注有误的，商家有权撤销已付款订单，不承担任何责任。',
      '线上售票系统出现技术故障导致票价异常的，主办方可以在观众付款后作废订单，观众不得要求继续履行。',
    ],
    miss: [
      '消费者提交订单并付款成功后，合同即告成立，商家应按约发货。',
      '本合同经双方签字盖章后，于甲方确认收到首付款之日起生效。',
      '消费者在本商城提交订单并付款成功后，买卖合同成立。',
      '商品缺货的，商家应及时通知消费者，经消费者同意后方可取消订单并全额退款。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '因系统标价错误产生的订单，商家应及时通知消费者，消费者可选择按订单价格继续履行或取消订单并获得相应补偿。',
      '商品标价有误的，商家可以与消费者协商，经消费者同意后取消订单并全额退款。',
      '网店商品价格标注有误的，店铺应在发货前通知买家，由买家选择补足差价后继续履行或者取消订单并获得运费补偿。',
    ],
  },
  // Anticipated families (decision 236): the team lawyer's sentences, written before the rules.
  'general.family.defect-remedy-excluded': {
    hit: [
      '本设备按现状出售，买方已实地查看，交付后出现的任何质量问题卖方概不负责。',
      '本店商品一经售出，概不退换，亦不提供免费维修。',
      '服务商按“现有状态”提供本软件，不保证系统无缺陷或不中断，客户不得以功能缺陷为由要求修复、减价或退款。',
      '二手车辆以看车时车况成交，买受人事后不得以事故、泡水或调表等任何车况问题要求退车或补偿。',
      '装修工程交付后，业主不得再以任何质量问题要求承包人返工、维修或者赔偿。',
      '供种方对种子的发芽率和纯度不作保证，出苗不齐或减产的，种植户无权要求退种、补种或赔偿。',
      '特价、清仓及促销商品不在质量保证范围之内，存在瑕疵的，乙方不予更换、退货或者折价。',
    ],
    miss: [
      '卖方交付的设备不符合合同约定质量标准的，买方有权要求卖方修理、更换或者退货，并可要求减少价款和赔偿损失。',
      '本批二手设备按现状交付，价格已据此折让，但卖方已知悉而未书面披露的瑕疵以及影响安全使用的瑕疵不适用前述约定。',
      '任何一方交付的产品或服务不符合约定的，另一方可以根据瑕疵性质和损失大小，合理选择要求修理、重作、更换、退货或者减少价款。',
      '服务商在系统上线后十二个月内免费修复系统缺陷，逾期未修复的，客户可按影响程度要求减免相应服务费或者解除合同。',
    ],
  },
  'general.family.termination-minor-breach': {
    hit: [
      '乙方任何一项义务履行不符合约定的，甲方均有权立即解除本合同，无需催告或给予任何宽限期。',
      '承租人迟交租金满三日的，本合同自第四日起自动解除，出租人无需另行催告。',
      '加盟商有一次未按总部标准陈列商品或未使用指定物料的，总部可取消其加盟资格并终止合同。',
      '供方迟延交货一日的，即视为供方根本违约，需方可径行解除本合同。',
      '用户有任何违反本协议的行为，不论情节轻重，平台均可立即终止服务并解除本协议。',
      '承运方发生一次货物延误或轻微货损的，托运方即可单方解除本运输框架协议。',
      '施工单位出现一次工期滞后或文明施工检查不达标的，建设单位有权书面通知解除施工合同。',
    ],
    miss: [
      '一方迟延履行主要债务，经另一方书面催告后十五日内仍未履行的，另一方可以解除本合同。',
      '任何一方的违约行为致使本合同目的不能实现的，守约方有权书面通知对方解除合同。',
      '承租人无正当理由逾期支付租金，经出租人书面催告后三十日内仍未支付的，出租人可以解除本合同。',
      '经销商连续两个季度销售额低于约定最低任务的百分之五十，且在供货方书面通知后六十日内仍未改善的，供货方可提前三十日书面通知终止本协议。',
    ],
  },
  'general.family.own-fault-shifted': {
    hit: [
      '乙方应对甲方提供的设计图纸进行复核，图纸中的任何错误、遗漏导致的返工费用及工期延误均由乙方承担。',
      '发包人提供的地质勘察资料仅供参考，因勘察资料与实际情况不符产生的一切费用由承包人自负，工期不予顺延。',
      '广告主提供的素材、商标或代言人肖像涉及侵权的，由广告公司负责处理并承担全部赔偿责任。',
      '定作人指定供应商所供原材料存在质量问题的，承揽人仍应对成品质量承担全部责任。',
      '需求方提供的需求文档或测试数据有误导致系统无法使用的，开发方仍须免费重新开发，且不得主张延长交付期限。',
      '委托人提供的报关单证或申报数据不准确导致货物被扣、被罚的，全部罚款和损失由报关代理人承担。',
      '收购方提供的种苗、农药及技术指导有问题造成减产的，种植户仍应按约定产量交售，不足部分按市场价赔偿。',
    ],
    miss: [
      '甲方对其提供的设计图纸和技术要求的准确性负责，乙方发现图纸错误应及时书面通知甲方，因图纸错误造成的返工费用和工期延误由甲方承担。',
      '发包人未按约定时间和要求提供原材料、场地或技术资料的，承包人可以顺延工期，并有权要求赔偿停工、窝工损失。',
      '各方保证其提供的素材、数据和资料真实合法，因一方提供的内容侵权或失实给对方造成损失的，由提供方承担赔偿责任。',
      '承揽人发现定作人指定的材料不符合要求，应及时书面通知定作人，定作人收到通知后仍坚持使用的，由此造成的质量问题由定作人承担。',
    ],
  },
  'general.family.termination-work-unpaid': {
    hit: [
      '本合同因任何原因解除的，甲方对乙方已完成的工程量不予结算，乙方应无条件退场。',
      '委托方中途终止项目的，受托方已完成的阶段性成果归委托方所有，未到付款节点的费用委托方无需支付。',
      '开发合同提前终止的，需求方不再支付尚未验收阶段的开发费，开发方仍应交付已完成的全部源代码。',
      '加工合同终止后，已生产但尚未提货的产品定作方有权拒收，且不承担任何材料费和加工费。',
      '运输途中托运人解除合同的，承运人已完成区段的运费不予支付。',
      '顾问协议终止的，公司对顾问当月已提供的服务不再计付报酬。',
      '因乙方违约导致合同解除的，甲方已接收的货物视为乙方对甲方损失的赔偿，甲方不再支付该部分货款。',
    ],
    miss: [
      '本合同解除或终止的，发包人应对承包人已完成且质量合格的工程量按合同单价据实结算，并在结算完成后三十日内付清。',
      '委托方提前终止项目的，应按受托方已完成的工作量比例支付服务费，并赔偿受托方由此产生的直接损失。',
      '合同因一方违约解除的，已交付货物仍按约定价格结算，守约方可另行要求违约方赔偿损失，双方互负的到期债务可以依法抵销。',
      '定作人在承揽人完成工作前解除合同的，应支付已完成部分的报酬和已耗用材料的费用，并赔偿承揽人因此遭受的损失。',
    ],
  },
  'general.family.creator-credit-reward-waived': {
    hit: [
      '乙方完成的设计作品的全部著作权，包括署名权、修改权和保护作品完整权，自创作完成之日起归甲方所有。',
      '作者同意本作品以出版方名义署名，并永久放弃对本作品主张署名权。',
      '员工在职期间完成的职务发明创造，公司已通过工资给予补偿，不再另行向员工支付任何奖励或报酬。',
      '主播在直播中创作的全部内容，其署名、修改等一切著作权利均归经纪公司享有，主播不得以任何方式表明其作者身份。',
      '研发人员同意专利申请文件仅以项目负责人作为发明人署名，本人不要求列为发明人或设计人。',
      '受托方人员不得在论文、成果鉴定或奖项申报中以完成人身份署名，本项目技术成果的全部荣誉均归委托方。',
      '专利获得授权及实施后，发明人不享有任何奖金、提成或收益分成，也不得就此提出任何主张。',
    ],
    miss: [
      '乙方创作的设计作品的复制权、发行权、信息网络传播权等著作财产权转让给甲方，乙方保留署名权。',
      '员工完成的职务发明创造，申请专利的权利归公司所有，发明人有权在专利文件中署名，专利授权后公司按《发明奖励办法》向发明人发放奖励。',
      '技术成果的知识产权归委托方所有，委托方在成果文件、鉴定材料和奖项申报中如实载明受托方完成人员的姓名。',
      '职务发明专利实施后，公司每年从该专利产品的营业利润中提取一定比例作为报酬支付给发明人，具体比例由双方另行书面约定。',
    ],
  },
  'general.family.employment-disguised': {
    hit: [
      '骑手与平台系合作关系，不构成劳动关系，骑手应服从平台排班并按单结算报酬。',
      '乙方以个体工商户身份承接甲方门店的销售工作，双方不存在劳动关系，乙方每日按甲方规定的时间到岗打卡。',
      '主播与公司之间为经纪合作关系，不适用劳动法律法规，主播每月直播时长不少于二百小时并领取固定底薪。',
      '本协议为劳务承包协议，承包人须服从公司的工作安排和规章制度，公司按月向承包人发放承包费，不另签劳动合同。',
      '合作司机确认与公司之间不存在任何劳动或雇佣关系，但须穿着公司统一工服、驾驶公司车辆并接受公司考核。',
      '员工与公司解除劳动合同后改签服务外包协议，继续在原岗位工作，双方此后的关系不受劳动合同法调整。',
      '乙方作为兼职教师每周授课不少于四十课时，甲方不与乙方签订劳动合同。',
    ],
    miss: [
      '公司与员工自用工之日起建立劳动关系，并在入职之日起一个月内签订书面劳动合同。',
      '乙方作为独立承揽人，自行安排工作时间、场所和方法，自备工具，按交付成果结算报酬，甲方不对乙方进行考勤和奖惩管理。',
      '双方建立非全日制用工关系，乙方平均每日工作时间不超过四小时、每周累计不超过二十四小时，报酬按小时计算并以不超过十五日为周期结算。',
      '服务商独立完成外包项目，自行招用、管理其人员并与之订立劳动合同，发包方只对交付成果进行验收。',
    ],
  },
  'general.family.separation-certificate-withheld': {
    hit: [
      '员工未办理完毕工作交接的，公司不予出具离职证明。',
      '乙方离职时须先赔偿其在职期间给公司造成的全部损失，否则公司有权暂缓办理社会保险和档案转移手续。',
      '劳动者未提前三十日书面申请辞职的，公司不出具解除劳动合同证明，由此影响其再就业的后果由劳动者自负。',
      '员工离职须经部门负责人、财务和人事逐级签字确认无任何欠款后，公司方在六个月内办理离职证明和社保减员。',
      '员工未归还工牌、电脑等公司财物前，公司不为其办理人事档案转出。',
      '竞业限制期届满前，离职证明原件由公司保管，待确认员工未违反竞业限制义务后再交付本人。',
      '员工服务期未满离职的，须先付清培训费违约金，公司才为其开具解除劳动合同证明并转移社保关系。',
    ],
    miss: [
      '公司应在解除或者终止劳动合同时向员工出具离职证明，并在十五日内为其办理档案和社会保险关系转移手续。',
      '员工应按约定办理工作交接，公司依法应支付经济补偿的，在交接办结时支付。',
      '一方因对方违反本合同遭受损失的，可以另行协商或依法主张赔偿，但该争议不影响公司按时出具离职证明和办理社保转移。',
      '劳动合同解除之日，公司向员工出具载明劳动合同期限、解除日期、工作岗位和在本单位工作年限的证明。',
    ],
  },
  'general.family.minimum-wage-breached': {
    hit: [
      '销售顾问不设底薪，报酬全部按成交额的百分之五提成，当月无成交即无工资。',
      '乙方月基本工资为人民币一千二百元，其余收入根据考核结果发放。',
      '员工当月业绩未完成指标百分之六十的，公司仅按每日三十元发放生活补助。',
      '置业顾问的收入全部来源于佣金分成，公司不承担任何固定工资。',
      '淡季期间员工照常到岗，公司按当地最低工资标准的百分之七十发放工资。',
      '美容师的工资由手工费和项目提成构成，公司不保证其每月最低收入。',
      '生产工人实行计件工资，当月因订单不足计件收入低于八百元的，按实际计件额发放，公司不予补足。',
    ],
    miss: [
      '员工每月基本工资为人民币二千六百元，不低于当地最低工资标准，另按成交额的百分之三计发提成。',
      '员工在法定工作时间内提供正常劳动的，公司支付的月工资不低于当地最低工资标准，提成和绩效奖金另行计算。',
      '实行计件工资的，计件单价应保证员工在法定工作时间内完成合理定额即可获得不低于当地最低工资标准的报酬，实际计件收入不足的由公司补足。',
      '业绩考核结果只影响绩效奖金和提成的发放，不影响基本工资按月足额支付。',
    ],
  },
  // Anticipated families (decision 239): the team lawyer's sentences, written before the rules.
  'general.family.pi-consent-bundled': {
    hit: [
      '用户点击“同意并继续”即表示一次性授权本平台收集、使用其通讯录、位置、相册及设备识别信息，用户拒绝其中任何一项授权的，平台将无法为其提供包括浏览商品在内的全部服务。',
      '会员在入会时作出的个人信息授权为不可撤销的授权，在会员资格存续期间及会籍终止后三年内持续有效。',
      '乙方如需撤回对甲方处理其个人信息的同意，应当向甲方邮寄经公证的书面申请，撤回自甲方审核通过之日起生效，撤回后甲方有权立即终止本合同，已收取的服务费不予退还。',
      '用户申请注销账号的，须先结清全部订单、将账户余额清零、解绑所有银行卡且账号注册已满一百八十日，并上传本人手持身份证照片，经平台人工审核通过后方可办理。',
      '学员报名即视为同意本机构采集其人脸信息用于考勤、课堂行为分析及教学研究，学员不同意采集的，本机构不予安排上课。',
      '承租人同意出租人在公寓门禁系统中采集并保存承租人及同住人员的人脸、指纹信息，承租人退租后上述信息由出租人继续保存，承租人不得要求删除。',
      '您理解并同意，即使您注销账户，我们仍可基于业务分析、产品优化之目的继续保留并使用您在使用服务期间产生的全部信息，且无需另行取得您的同意。',
      '借款人对贷款人查询、使用其征信、社保、公积金及电商消费数据的授权自签署之日起永久有效，借款人不得以任何方式撤回或限制该授权。',
    ],
    miss: [
      '用户可随时在“设置—隐私—授权管理”中撤回对位置、通讯录等非必要权限的授权，撤回后不影响用户继续使用与该权限无关的基本功能。',
      '除完成交易所必需的姓名、收货地址和联系电话外，平台收集其他个人信息均须另行取得用户的单独同意，用户拒绝的，平台仍应为其提供基本购物服务。',
      '用户申请注销账户的，平台应在核实身份后十五个工作日内完成注销并删除或匿名化处理其个人信息；法律、行政法规规定须保存的，仅在规定期限内保存并停止其他处理。',
      '乙方有权向甲方查阅、复制、更正其个人信息，甲方应在收到申请之日起十五日内予以答复。',
      '本应用仅在用户使用导航功能时申请位置权限，用户拒绝授权的，仍可使用除导航外的其他功能。',
    ],
  },
  'general.family.bundled-add-ons': {
    hit: [
      '买受人购买本车须同时在出卖人处办理车辆装潢套餐及为期三年的续保服务，套餐费用人民币8800元与购车款一并支付。',
      '下单页面已默认勾选“运费险”及“延长保修一年”服务，用户未取消勾选的，视为自愿购买，相关费用随订单一并扣收。',
      '游客须参加行程单所列三个购物点及“夜游漓江”项目，不参加自费项目的，每人每天另行支付离团费人民币二百元。',
      '借款人应当通过贷款人指定的保险代理机构购买借款人意外伤害保险，保险费从发放的贷款本金中直接扣除。',
      '就餐客人谢绝自带酒水，确需自带的，按每瓶人民币一百元收取服务费。',
      '本房屋总价已包含精装修包，购房人不得选择毛坯交付，亦不得要求单独核减装修款。',
      '学员报读本课程须同时购买本校出版的配套教材及在线题库年卡（年费人民币980元），未购买的不予办理报名。',
      '会员续费时系统将自动附加“优享保障服务”（每月9.9元），会员如不需要，须在每期扣费前致电客服取消，逾期取消的费用不予退还。',
    ],
    miss: [
      '运费险、延保服务为可选项目，页面默认为未勾选状态，用户自主勾选后方计入订单金额。',
      '行程中不安排购物点和另行付费项目；旅游者自行要求参加自费项目的，应在不影响其他旅游者行程的前提下与旅行社另行书面约定。',
      '买受人可自行选择是否在出卖人处办理车辆保险及装潢，出卖人不得以此作为销售车辆或给予价格优惠的条件。',
      '配套教材由学员自愿选购，未选购教材的学员可正常参加全部课程。',
      '贷款人不得以借款人购买保险、理财等其他产品作为发放贷款的条件。',
    ],
  },
  'general.family.minor-transactions-ratified': {
    hit: [
      '用户在本平台充值、购买虚拟道具或为主播打赏的，均视为具有完全民事行为能力的账户持有人本人所为，平台不以用户年龄为由办理任何退款。',
      '未成年用户在本游戏内的一切消费行为，视为已经取得其监护人的同意；监护人未及时管理子女账户所产生的后果，由监护人自行承担。',
      '学员未满十八周岁的，其本人在线签署本协议即视为监护人已知悉并追认本协议全部内容，课程开课后不接受监护人以未经同意为由提出的退费申请。',
      '使用绑定于家长账户的支付工具完成的付款，一律视为家长本人的消费，本公司对付款操作人是否为未成年人不负任何审核义务。',
      '如系未成年人使用成年人身份信息注册并消费，已消费金额概不返还，且该用户及其监护人应赔偿平台由此产生的全部损失。',
      '直播间内的礼物一经赠送即时结算给主播，无论赠送人年龄大小，均不可撤销、不可退回。',
      '八周岁以下儿童参加本俱乐部训练营的，可由儿童本人在报名表上签字确认，报名费一经缴纳不予退还。',
      '未成年会员的监护人如对消费有异议，须在消费发生后二十四小时内提出，逾期未提出的，视为监护人已追认该消费。',
    ],
    miss: [
      '平台对未成年人账户设置单笔及每月充值限额，超出限额的充值须经监护人验证确认后方可完成。',
      '经核实系未成年人未经监护人同意进行的、与其年龄和智力不相适应的充值消费，平台在监护人提出申请并提供相关证明后予以退还。',
      '学员未满十八周岁的，本协议须由其监护人签署；监护人未签署的，本协议自监护人书面追认之日起生效。',
      '对未满十六周岁的用户，本平台不提供直播发布者账号注册服务，亦不向其开放打赏功能。',
      '未满十八周岁的学员报名，须由其监护人到场签署报名表并缴纳费用。',
    ],
  },
  'general.family.common-area-income': {
    hit: [
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '商场运营方保留在中庭、连廊设置临时展位并收取场地费的权利，该等收益与各产权商铺业主无关。',
      '写字楼公共走道、电梯厅的广告收入归大厦运营公司所有，小业主不参与分配。',
      '本小区电梯轿厢、单元门厅及楼宇外墙的广告经营权归物业服务企业所有，广告收入作为物业服务企业的经营收入，不纳入业主共有收益。',
      '小区内利用公共道路及绿地边缘划设的地面停车位由出卖人统一管理并对外出租，租金收入归出卖人所有，买受人对此无异议。',
      '物业服务人有权将会所、架空层及屋顶平台出租用于经营活动，所得收益用于弥补物业服务费的不足，业主不得要求分配或公示。',
      '乙方在本合同期内收取的快递柜、充电桩及自动售货机的场地使用费归乙方所有，甲方（业主委员会）不得另行主张。',
      '买受人确认，本项目屋面及外墙的通信基站、光伏设施由出卖人或其指定单位投资建设，相关场地租金及收益永久归出卖人享有。',
      '公共区域临时停车位由物业服务企业收取停车费，该停车费作为物业服务企业的酬金，不另行核算和公布。',
      '业主签署本临时管理规约，即同意建设单位保留对小区公共区域的经营权，该等区域的用途及收益分配由建设单位自行决定。',
      '为保证车位使用率，小区车位优先出租给周边单位及社会车辆，业主租用车位的，按市场价格登记排队轮候。',
    ],
    miss: [
      '利用业主共有部分开展广告、场地出租等经营活动的，应经业主依法共同决定，所得收入在扣除合理成本后归全体业主共有，并可按业主大会决定用于补充专项维修资金。',
      '物业服务人应当每季度在小区显著位置公示共有部分经营收益的收支明细，并接受业主委员会查询。',
      '共有部分经营收入扣除经业主大会确认的管理成本后，按收入的百分之十作为物业服务人的管理酬金，其余部分归业主共有。',
      '小区规划车位应当首先满足本小区业主的需要，在业主需求得到满足后方可临时出租给业主以外的人员，每次租期不超过六个月。',
      '业主对其专有部分的阳台、露台享有占有、使用、收益的权利。',
    ],
  },
  'general.family.utility-cutoff-collection': {
    // The lawyer's eighth clause (a prepaid meter cutting off when the balance runs out, then the power payment set off
    // against fees) is a set-off, not a cut-off to collect: the prepaid meter itself is lawful.
    hit: [
      '业主欠缴物业服务费超过三个月的，物业服务人有权暂停向其户内供水、供电，直至业主缴清全部欠费及滞纳金。',
      '承租人逾期支付租金超过五日的，出租人有权关闭该商铺的中央空调、照明电源及货梯使用权限，由此造成的经营损失由承租人自行承担。',
      '未按期缴纳停车管理费的业主，其车辆出入识别信息将被系统自动注销，相关车辆不得驶入小区。',
      '对于拖欠公共能耗分摊费的商户，管理方有权采取限电、停止空调供冷等措施，该等措施不视为管理方违约。',
      '住户门禁卡及电梯卡每年须凭当年物业费缴费凭证激活，未缴清物业费的，不予激活。',
      '乙方欠缴任何费用的，甲方（园区运营方）可停止向乙方提供网络接入和供暖服务，无需事先通知。',
      '供热单位发现用户欠费的，可随时停止供热，无需经催告程序，用户不得因此主张任何赔偿。',
    ],
    miss: [
      '业主逾期未缴纳物业费的，物业服务人可书面催告其在三十日内支付；期满仍未支付的，物业服务人可依法提起诉讼或申请仲裁。',
      '用电人逾期不支付电费，经供电人书面催告后十五日内仍不支付的，供电人可按照国家规定的程序中止供电，并应事先通知用电人。',
      '因供水设施计划检修需要停水的，物业服务人应提前二十四小时在小区公告栏及业主群内通知。',
      '承租人拖欠租金经催告后在合理期限内仍未支付的，出租人可依约解除合同，并要求承租人支付欠付租金及违约金。',
      '物业服务人不得以停止供水、供电等方式催交物业费，业主欠费的，物业服务人可依法提起诉讼。',
      '如乙方未按时缴纳水、电、气费，导致停水、停电、停气给自身造成损失的，由乙方自行承担责任。',
    ],
  },
  'general.family.bid-side-agreement': {
    hit: [
      '双方确认，中标合同仅用于向住建部门备案，实际结算以本补充协议约定的价格为准，即在中标价基础上下浮百分之八。',
      '承包人自愿将工程款总额的百分之五作为让利，于每期进度款中直接扣减，该让利比例不因工程量变化而调整。',
      '为支持发包人项目建设，承包人应垫资施工至主体结构封顶，封顶前发包人不支付任何工程进度款，垫资部分不计利息。',
      '中标通知书发出后，双方另行约定：工程进度款由中标合同约定的按月完成量的百分之八十调整为百分之六十，竣工验收后一年内累计付至百分之八十五。',
      '乙方同意另按中标价的百分之三向甲方支付项目管理费，以“技术服务费”名义由甲方开具发票。',
      '鉴于本工程以总价包干方式中标，双方另行约定施工期间人工、材料价格上涨的风险全部由承包人承担，不再执行招标文件中的调价条款。',
      '中标人承诺在签订中标合同的同时签订《工程承包补充协议》，工期由投标文件承诺的五百四十日压缩为四百二十日，逾期每日按合同价的千分之三支付违约金。',
      '供应商同意将交货期缩短为十五日并免费提供三年维保服务，作为采购人签订本政府采购合同的附加条件。',
    ],
    miss: [
      '本合同按照招标文件和中标人的投标文件订立，合同价款、工期、质量标准与中标通知书及投标文件一致。',
      '合同履行中因设计变更导致工程量增减的，按照招标文件约定的计价规则调整合同价款，双方应就此签订书面变更协议。',
      '人工、主要材料价格涨跌幅度超过投标基准价百分之五的，超过部分按照招标文件约定的调差办法据实调整。',
      '工程进度款按中标合同约定，每月按经监理确认的已完工程量的百分之八十支付。',
      '招标人和中标人不得再行订立背离本合同实质性内容的其他协议。',
    ],
  },
  // Anticipated families (decision 239): the team lawyer's sentences (8 risk, 4 fair), written before the rules, and the
  // lead's own fair sentences after them.
  'general.family.variation-unpaid': {
    hit: [
      '合同价款为固定总价，发包人在施工过程中提出的设计变更、工程量增加及现场签证，均视为已包含在合同总价内，承包人不得要求增加费用或延长工期。',
      '甲方有权根据业务需要随时调整软件需求，乙方应无条件配合修改，需求调整不另行计费，原定交付期限不变。',
      '委托人对设计方案提出修改意见的，设计人应当在三日内完成修改，修改次数不限，设计费不作调整。',
      '定作人在生产过程中变更产品规格、颜色或包装的，承揽人应当按变更后的要求生产，已生产半成品的损失由承揽人自行负担。',
      '客户可在活动执行前任何时间变更活动场地、规模及嘉宾名单，服务商不得因此要求追加预算。',
      '业主方指令的赶工、夜间施工及增加的施工作业面，所需费用视为已包含在投标报价中。',
      '甲方可根据市场反馈要求乙方对已经验收的广告片重新剪辑或补拍，乙方应予配合，补拍产生的场地、演员费用由乙方承担。',
      '对于发包人新增的零星工程，单项金额在人民币五万元以下的，承包人应当实施，且不计入结算。',
    ],
    miss: [
      '发包人变更设计或增加工程量的，应出具书面变更指令，变更引起的价款按合同约定的计价原则调整，并相应顺延工期。',
      '需求说明书确认后，甲方提出新增或变更需求的，双方应就工作量、费用及交付时间另行书面确认后方予实施。',
      '设计费包含两次方案修改；委托人要求第三次及以后修改的，每次另行支付人民币三千元。',
      '定作人中途变更定作要求的，应当赔偿承揽人因此已经发生的材料和人工损失。',
      '甲方要求增加页面或功能的，乙方应在三日内报价，经甲方书面确认后另行计费，交付日期相应顺延。',
      '乙方因自身设计错误需要修改图纸的，应免费修改，不另行计费。',
    ],
  },
  'general.family.patent-royalty-after-expiry': {
    hit: [
      '许可使用费按被许可产品年销售额的百分之四计付，计付期间为十五年，自本合同生效之日起算，不受许可专利有效期的影响。',
      '许可专利在合同期内被宣告无效的，不影响被许可方按照本合同约定继续支付剩余年度许可费的义务。',
      '被许可方应当每年支付提成费，直至其停止生产、销售被许可产品之日为止。',
      '许可方因未缴纳年费导致许可专利提前终止的，本合同继续有效，被许可方仍应按约定支付许可费，许可方不承担任何责任。',
      '本协议项下的专利许可与技术秘密许可为一揽子许可，许可费不作拆分，任一专利到期或失效均不导致许可费减少。',
      '许可期限届满后被许可方继续生产合同产品的，应当按照原标准继续向许可方支付使用费。',
      '乙方不得对许可专利的有效性提出任何异议，即使该专利被第三方申请宣告无效，乙方仍应按合同约定支付全部许可费。',
      '本合同附件一所列外观设计专利的许可期限为二十年，许可费按年度预付。',
    ],
    miss: [
      '本合同的许可期限至许可专利有效期届满之日止；许可专利因任何原因终止或被宣告无效的，本合同自该日起终止，被许可方不再支付其后的许可费。',
      '一揽子许可中部分专利到期或失效的，双方应根据剩余专利及技术秘密的价值重新协商许可费标准。',
      '许可专利被宣告无效前被许可方已经支付的许可费不予返还，但因许可方恶意给被许可方造成损失的，许可方应当予以赔偿。',
      '许可方应当按期缴纳专利年费，维持许可专利在许可期限内有效。',
      '被许可方应于每年一月三十一日前按上一年度被许可产品销售额的百分之三向许可方支付提成费。',
      '许可专利终止前已经到期的许可费，被许可方仍应在合同终止后三十日内付清。',
    ],
  },
  'general.family.agent-self-dealing': {
    hit: [
      '委托人同意，受托人可以将委托资金用于购买受托人或其关联方发行、管理的理财产品，且无需另行告知委托人。',
      '采购代理机构在为委托人办理采购事务过程中从供应商处取得的服务费、返利及推广费，归代理机构所有。',
      '经纪机构可同时接受出卖人和买受人的委托，并分别向双方收取佣金，任何一方对此不得提出异议。',
      '受托人处置委托人房产时，可以按评估价的百分之九十将该房产出售给受托人本人或其指定的第三人。',
      '代理人有权以被代理人名义与代理人控制的公司签订采购合同，合同价格由代理人根据市场情况自行确定。',
      '乙方（货运代理人）向承运人订舱所取得的运价优惠及回佣归乙方所有，乙方按承运人公布运价向甲方收取运费。',
      '投资顾问在向客户推荐金融产品时从产品发行方取得的销售奖励，属于投资顾问的正常收入，无需向客户说明。',
      '受托方为委托方办理招聘外包所选定的人力资源供应商可以是受托方的子公司，服务费按受托方报价结算，无需比价。',
    ],
    miss: [
      '受托人拟与其本人或关联方进行交易的，应事先书面披露交易对方、价格及关联关系，经委托人书面同意后方可进行，交易价格不得劣于市场公允价格。',
      '代理机构在办理采购事务中从任何第三方取得的返利、折扣均应如实入账，并全额转交委托人。',
      '经纪机构仅接受出卖人一方委托；如拟同时接受买受人委托，须事先取得双方书面同意，并在合同中载明双方各自承担的佣金。',
      '货运代理人按实际支付给承运人的运费向委托人结算，另按每标准箱人民币三百元收取代理服务费。',
      '受托人不得将委托资金投资于受托人或其关联方发行的产品，但经委托人事先书面同意的除外。',
      '经纪机构向委托人收取的佣金为成交价的百分之二，除此之外不得向交易对方收取任何费用。',
    ],
  },
  'general.family.mitigation-excluded': {
    hit: [
      '乙方逾期提货的，货物在甲方仓库产生的仓储费按每日每吨十元持续计收至乙方提货之日，甲方无需对货物另行处置或变卖。',
      '承租人提前退租的，出租人无义务为减少损失而另行招租，房屋空置期间的租金损失均由承租人承担。',
      '买方取消订单或通知不再需要货物后，卖方仍有权完成全部生产并按合同数量交付，买方应当受领并支付全部价款。',
      '因托运人原因导致集装箱滞留港口的，滞箱费、堆存费自滞留之日起全额计收，承运人及其代理人无义务采取任何措施减少上述费用。',
      '发包人暂停施工期间，承包人的机械设备、周转材料及管理人员可一直留驻现场，停工损失自暂停之日起按日计算至复工之日，不设上限。',
      '一方违约后，守约方采取或未采取任何措施，均不影响其向违约方主张全部损失，违约方不得以守约方未及时止损为由进行抗辩。',
      '客户未按期提供数据导致项目暂停的，服务商项目团队继续驻场待命，待命期间的人员费用按人天标准全额结算。',
      '借款人违约后，抵押物的处置时间由出借人自行确定，处置期间持续产生的罚息、违约金及抵押物贬值损失均由借款人承担。',
    ],
    miss: [
      '一方违约后，守约方应采取适当措施防止损失扩大；守约方因防止损失扩大而支出的合理费用由违约方承担。',
      '承租人提前退租的，出租人应尽合理努力另行出租房屋，承租人承担至房屋实际出租之日止的租金，但最长不超过两个月。',
      '买方逾期提货超过三十日的，卖方可书面催告后将货物提存或以合理价格变卖，变卖价款扣除仓储费及相关费用后的余额返还买方。',
      '发包人通知暂停施工超过十四日的，承包人可将大型机械设备撤离现场，复工时的设备进出场费由发包人承担。',
      '买方取消订单的，卖方应立即停止生产，买方仅承担卖方已实际发生的材料和加工费用。',
      '乙方逾期付款的，应自逾期之日起按日万分之三向甲方支付违约金，直至款项付清之日止。',
    ],
  },
  'general.family.insurance-claim-forfeiture': {
    hit: [
      '被保险人应在保险事故发生后二十四小时内通知保险人，未按时通知的，保险人不承担赔偿责任。',
      '投保人投保时未如实告知被保险人既往病史的，无论保险合同成立多久，保险人均有权解除合同，且不承担保险责任、不退还保险费。',
      '保险人有权在保险期间内随时解除本保险合同，并按短期费率退还未到期保险费。',
      '保险人可根据核赔需要多次要求被保险人补充证明材料，核赔期限自全部材料补齐之日起重新计算。',
      '货物出险后，被保险人未经保险人现场查勘即自行修理或处置受损货物的，保险人对全部损失不负赔偿责任。',
      '投保人未告知事项与保险事故的发生是否存在因果关系，均不影响保险人解除合同及拒绝赔付的权利。',
      '保险人收到理赔申请后，将在核实完毕后支付保险金，核实期限由保险人视案件情况确定。',
      '被保险人未在出院后十日内提交完整理赔材料的，视为放弃保险金请求权。',
    ],
    miss: [
      '被保险人应在知道保险事故发生后及时通知保险人；因故意或重大过失未及时通知，致使事故性质、原因、损失程度难以确定的，保险人对无法确定的部分不承担赔偿责任。',
      '投保人故意或因重大过失未履行如实告知义务，足以影响保险人决定是否承保的，保险人有权解除合同，但自合同成立之日起超过二年的，保险人不得解除合同。',
      '保险人认为理赔材料不完整的，应当一次性书面通知被保险人补充提供。',
      '保险人收到理赔申请后，应在三十日内作出核定，并于达成赔付协议后十日内支付保险金。',
      '投保人可以随时解除本保险合同，保险人应按约定退还未到期部分的保险费。',
      '保险人应自收到完整索赔材料之日起三十日内作出核定，并将核定结果书面通知被保险人。',
    ],
  },
  'general.family.employer-change-reset': {
    hit: [
      '公司发生合并、分立或被收购的，本劳动合同自动终止，员工须与承继单位重新签订劳动合同并重新约定试用期。',
      '因集团内部业务调整，员工由甲公司调往乙公司工作的，其在甲公司的工作年限不再累计，在乙公司的工作年限自调入之日起重新计算。',
      '用人单位变更名称或法定代表人后，双方应当重新订立劳动合同，原劳动合同自新合同签订之日起终止，公司不因此支付经济补偿。',
      '员工同意，公司股权结构或实际控制人发生变更时，公司有权解除本合同且无需支付任何补偿。',
      '本合同期限内，公司可根据经营需要将员工的劳动关系转移至公司关联企业，员工应予配合，转移后员工此前的连续工龄视为中断。',
      '企业改制完成后，原职工须在三十日内与新公司签订劳动合同，逾期未签订的视为自动离职。',
      '员工在签订本合同前于公司关联单位的工作经历，不计入本公司工作年限，亦不作为订立无固定期限劳动合同的依据。',
      '门店经营主体由个体工商户变更为有限公司的，店员与原经营者之间的用工关系即告结束，新公司按新入职员工重新核定工资及工龄。',
    ],
    miss: [
      '公司变更名称、法定代表人或投资人的，不影响本劳动合同的履行。',
      '公司发生合并或分立的，本劳动合同继续有效，由承继公司权利义务的单位继续履行，员工的工作年限连续计算。',
      '经员工书面同意由本公司安排至关联公司工作的，员工在本公司的工作年限合并计算为在新单位的工作年限。',
      '劳动合同订立时所依据的客观情况发生重大变化，致使劳动合同无法履行，经协商未能就变更劳动合同内容达成协议的，公司提前三十日书面通知后可以解除合同，并依法支付经济补偿。',
      '公司被收购后，本劳动合同由收购方承继，员工的工作年限连续计算。',
      '员工因公司安排调往关联公司工作的，其在本公司的工作年限合并计算为在关联公司的工作年限。',
    ],
  },
  // Round 34 (decision 240): the lead's own sentences for the family the round planted.
  // Anticipated before round 35 (decision 242): a team lawyer's clauses, then the lead's own.
  'general.family.medical-records-access-restricted': {
    hit: [
      '求美者术后如需复印手术记录、麻醉记录，须先结清全部治疗费用并书面说明用途，经院方医务部审批同意后方可办理。',
      '本院病历资料属医疗机构内部文件，患者及家属仅可查阅出院小结，住院志、医嘱单及护理记录不对外提供复制。',
      '受检者仅可领取汇总版体检报告，各单项检验报告及影像原始资料由体检中心留存，不向受检者提供复印件。',
      '用户在线问诊形成的电子病历仅保存三十日，期满后平台不再向用户提供查询和下载服务。',
      '患者与医院发生医疗争议的，在争议处理完毕之前，医院有权暂停办理病历资料的查阅和复印。',
      '种植牙治疗期间的CT影像及手术记录由诊所留存，患者转诊他院需调取的，应按每份五百元支付资料整理费，诊所于三十个工作日内提供。',
      '夫妇双方要求复制胚胎培养记录及取卵、移植手术记录的，须双方共同到场并经生殖医学中心伦理委员会审查批准。',
      '入住老人在院期间的诊疗及护理记录仅向与本院签约的第一联系人提供，老人本人及其他家属无权查阅。',
      '患者复印门诊病历的，须经主治医生签字同意。',
    ],
    miss: [
      '患者要求查阅、复制住院志、医嘱单、检验报告、手术及麻醉记录、病理资料、护理记录等病历资料的，医院应当及时提供，复印费用按价格主管部门核定的标准收取。',
      '医院不得以医疗费用未结清或存在医疗争议为由，拒绝或拖延患者查阅、复制病历资料。',
      '发生医疗争议需要封存病历的，应在医患双方在场的情况下封存，封存期间患者仍可申请复制病历资料。',
      '医疗机构应按照规定填写并妥善保管患者的病历资料，电子病历的保存期限不得少于国家规定的期限。',
      '检测机构应于采样后七日内向委托方提供检验报告。',
      '乙方应于每月五日前向甲方提供上月的检验报告及结算清单。',
    ],
  },
  'general.family.medical-consent-waived': {
    hit: [
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '患者同意诊所根据病情自行决定治疗方案和用药。',
      '家长授权托育机构在幼儿生病时全权决定给药。',
      '患者入院即表示同意本院医师根据术中所见全权决定扩大手术范围或改变术式，本院无需另行告知患者或其家属。',
      '受检人同意，体检中心可依据初筛结果自行增加穿刺、造影等检查，不再逐项征得受检人同意。',
      '参与者一经签署本知情同意书，申办方可根据中期数据变更给药方案，无须再次取得参与者书面同意。',
      '托养机构可视入住人员情绪状况决定使用约束带、镇静药物，事先不必通知监护人。',
      '美容机构在操作过程中可根据求美者皮肤情况调整注射剂量和部位，无需求美者另行签字确认。',
      '委托人概括同意康复中心对其子女采取的一切治疗和训练措施，中心不作逐项说明。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '受试者签署本知情同意书后，研究期间的所有采血、用药和影像检查均视为已获其同意。',
      '住院期间医院为患者实施的任何手术和输血，均按本同意书视为患者已经同意。',
      '就诊者在初诊时签署的概括授权书适用于此后疗程中的各项治疗，诊所据此实施即可。',
    ],
    miss: [
      '患者同意医生根据病情确定治疗方案，医生应当向患者说明治疗风险。',
      '实施手术、特殊检查或特殊治疗前，医院应当向患者具体说明医疗风险和替代方案，并取得其书面同意。',
      '因抢救生命垂危的患者等紧急情况，不能取得患者或其近亲属意见的，经医院负责人批准，可以立即实施相应的医疗措施。',
      '试验方案如需调整，研究者应当重新向受试者说明可能的风险，并另行取得其书面知情同意。',
      '养老机构调整入住老人的用药，应当事先告知家属并取得其签字确认。',
      '医生根据患者病情制定治疗方案，患者对方案有疑问的可以随时要求医生解释。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '医院对患者实施手术、麻醉和输血前，应当逐项说明风险并取得患者的书面同意。',
      '出租人有权随时进入出租房屋进行检查，无需事先通知承租人。',
      '甲方可随时检查乙方的施工方案，无需征得乙方同意。',
      '医院不得以患者签署的概括同意书代替手术前的逐项知情同意。',
    ],
  },
  // Round 35 (decision 243): the lead's own sentences of the two new families' meanings.
  'general.family.licence-no-challenge': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '被特许人承诺，在合同期内及期满后均不以任何形式挑战特许人名下全部注册商标及专利的合法性。',
      '技术受让方承诺不攻击转让方任何已授权专利的有效性。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '被许可方如帮助他人对许可专利提起无效宣告请求，许可方有权解除合同。',
      '经销商如支持第三方对品牌方商标申请撤销，应支付违约金二十万元。',
      '被许可方在许可期限内不得直接或间接对许可专利的有效性提出任何异议，亦不得协助任何第三方请求宣告该专利无效。',
      '经销商承诺在经销期间及期满后三年内，不对供应商的注册商标提起无效宣告或撤销申请。',
      '乙方确认甲方授权使用的计算机软件著作权及相关专利权属清晰、合法有效，乙方放弃就其效力提出任何质疑的权利。',
      '受让方如向国家知识产权局提出宣告合同专利无效的请求，转让方有权立即解除本合同，已收取的转让费不予退还。',
      '加盟方对总部商标的权属及有效性提出异议的，视为根本违约，应向总部支付加盟费五倍的违约金。',
      '被许可人启动针对许可专利的无效宣告程序的，自该程序启动之日起，许可使用费按原标准的两倍计收。',
      '种植户不得就公司授权使用的植物新品种权申请宣告无效，违者公司有权终止授权并收回全部种苗。',
      '代理商保证不以任何形式挑战委托方专利的稳定性，包括但不限于提交无效宣告请求或在诉讼中提出不侵权抗辩以外的效力主张。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '加盟商对特许方的注册商标提出异议的，特许方有权扣除其全部履约保证金。',
      '被许可人就许可方专利的有效性提出质疑的，许可方可取消其独家经销资格并收取违约金。',
    ],
    miss: [
      '第三方对许可专利提出无效宣告请求的，被许可方应及时通知许可方。',
      '许可专利如被宣告无效，许可方应退还已收取的许可费。',
      '许可专利在许可期限内被宣告无效的，许可方应当退还被许可方已支付的相应期间许可使用费。',
      '被许可方发现第三方对许可专利提出无效宣告请求的，应当及时书面通知许可方，并协助许可方应对。',
      '许可方保证其对许可商标享有合法有效的专用权，不存在任何权属争议或质押。',
      '本合同不影响被许可方依法请求宣告许可专利无效的权利，被许可方提出请求的，应当提前三十日书面通知许可方。',
      '任何一方均不得对本合同的效力提出异议，双方确认本合同自签字盖章之日起生效。',
      '乙方不得在甲方授权范围之外使用甲方商标，不得将商标用于其他商品或服务。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '被许可方发现第三方质疑许可专利有效性的，应及时通知许可方。',
      '被许可方承诺不超出许可范围使用许可方的专利，但被许可方依法请求宣告该专利无效的权利不受影响。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '第三方对许可方的商标权利提出争议的，由许可方负责应对，被许可方不承担由此产生的费用。',
      '被许可方依法请求宣告许可专利无效的，不影响其依照本合同已取得的权利，许可方不得因此没收保证金。',
    ],
  },
  'general.family.standard-terms-prevail': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '员工手册与本劳动合同约定不一致的，以员工手册为准。',
      '加盟商运营规范与本加盟合同条款存在冲突时，以特许方发布的运营规范为准。',
      '物业公司的管理规定与本物业服务合同约定不符的，优先适用管理规定。',
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '保险条款与代理人出具的书面说明不一致的，以保险条款为准。',
      '产品说明书与销售顾问书面承诺的收益不一致的，以产品说明书为准。',
      '本公司格式条款与业务员手写补充约定冲突的，以格式条款为准。',
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '合同中填写的内容与打印条款不一致的，以打印条款为准。',
      '双方在洽谈过程中形成的会议纪要、电子邮件及销售人员作出的书面承诺，与本公司《标准销售条件》不一致的，一律以《标准销售条件》为准。',
      '承租人与招商人员另行达成的免租期约定，如与商场统一制定的《租户管理规定》相冲突，以《租户管理规定》为准。',
      '客户在订货单上手写添加的交货条件与卖方印制的合同条款有出入的，手写内容不发生效力。',
      '本协议的补充条款效力劣后于银行的通用贷款条件，二者不一致的，适用通用贷款条件。',
      '学员与招生老师单独约定的分期付款安排，与学校的《招生章程》不符的，视为未约定。',
      '装修公司业务员在报价单上作出的优惠承诺与公司格式合同相矛盾的，以格式合同为准，业务员的承诺对公司不具有约束力。',
      '双方协商确定的专用条款不得与平台发布的通用服务协议相抵触，抵触部分以通用服务协议为准。',
      '本保单特别约定与保险公司条款手册不一致的，保险公司条款手册的效力优先。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '平台发布的《商家服务规则》为本协议不可分割的一部分，其效力高于商家与平台招商经理另行约定的条件。',
      '保险公司的投保须知作为保险合同的组成部分，其效力优先于投保人与业务员单独商定的内容。',
    ],
    miss: [
      '保险条款与投保单约定不一致的，以投保单为准。',
      '手写内容与打印内容不一致的，以手写内容为准。',
      '专用条款与通用条款不一致的，以专用条款为准；专用条款未约定的，适用通用条款。',
      '本合同的补充协议与本合同正文不一致的，以补充协议为准。',
      '合同正文中的手写内容与印刷内容不一致的，以手写内容为准。',
      '本合同附件是本合同不可分割的组成部分，附件与正文具有同等法律效力。',
      '双方另行签订的补充协议未约定的事项，按照本合同通用条款执行。',
      '格式条款和非格式条款不一致的，应当采用非格式条款。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '商场的商户管理手册与本租赁合同约定不一致的，以本租赁合同为准。',
      '本合同未约定的事项，按照出租人的商户管理手册执行。',
      '员工手册与劳动合同不一致的，以劳动合同为准。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '商场的商户管理手册构成本租赁合同的附件，本合同特别约定的效力优先于该手册。',
      '员工手册是劳动合同的附件，其效力低于双方另行签订的补充协议。',
    ],
  },
  // Anticipated before round 35 (decision 242): the lawyer's 8 risk and 4 fair clauses first, then the writer's own.
  'general.family.union-restricted': {
    hit: [
      '乙方在本公司任职期间，未经人力资源部书面批准，不得加入任何职工组织，亦不得以职工代表身份与公司进行协商。',
      '员工私下串联、发起或筹备成立任何形式的职工团体的，视为严重违反公司规章制度，公司有权立即解除劳动合同。',
      '鉴于本公司实行扁平化管理，全体员工同意公司不设立工会，员工亦不得申请加入上级工会或行业工会组织。',
      '劳动者参加工会会议、接受工会委托开展调查或协助工会处理劳动争议的，该等时间一律按事假处理，当月不得参与评优及绩效奖金分配。',
      '乙方签署的《入职承诺书》构成本合同附件，乙方承诺不加入工会、不参与集体协商，也不委托任何组织代表其与甲方商谈工资待遇。',
      '对当选工会委员的员工，公司可根据经营需要将其调往外地分支机构或调整至非核心岗位，员工不得以履行工会职务为由拒绝。',
      '骑手在合作期间不得加入工会或联络其他骑手组建任何形式的互助维权组织，违反本条约定的，平台有权立即停止向其派单并终止合作。',
      '用工单位与派遣单位约定：派遣员工不得加入用工单位工会，也不得在用工单位范围内发起组建工会，派遣单位应确保其派遣员工遵守本约定。',
      // The writer's own wordings, in other contracts and other words.
      '司机加入工会或参与组建司机联合会的，运输公司有权扣除其当月全部绩效奖金。',
      '护理员在本院工作期间不参加任何工会组织，本院亦不为其办理入会手续。',
      '主播承诺在合作期内不加入任何工会或行业互助组织。',
      '员工担任工会干部期间，公司有权将其降职并相应降薪。',
      '公司不允许员工成立工会，员工组建工会须经公司董事会批准。',
      '乙方自愿放弃加入工会的权利。',
      '劳动者参加集体协商的时间视为旷工，不计发工资。',
      '公司有权解除与组织或参加工会的员工的劳动合同。',
    ],
    miss: [
      '公司尊重员工依法参加和组织工会的权利，不得因员工加入工会或从事工会工作而降低其工资、调整其岗位或解除劳动合同。',
      '员工可自愿决定是否加入公司工会；公司依法按月拨缴工会经费，并为工会开展活动提供必要的场所和设施。',
      '基层工会非专职委员占用工作时间参加会议或从事工会工作，每月不超过三个工作日的，工资照发，其他待遇不受影响。',
      '工会代表职工与公司就工资调整、工作时间、劳动安全卫生等事项进行平等协商，协商一致后依法订立集体合同。',
      // The writer's own fair sentences: compliant, negated, mutual or unrelated forms.
      // The union's own undertaking in a collective contract, not a restriction of the workers.
      '工会不得组织职工停工、怠工，劳动争议应通过协商、调解、仲裁等方式解决。',
      '甲方单方解除劳动合同，应当事先将理由通知工会。',
      '乙方有权依法参加和组织工会，甲方不得阻挠和限制。',
      '工会会议原则上安排在工作时间以外进行，需占用工作时间的，应事先征得公司同意。',
      '乙方在职期间不得组织、参加罢工或怠工。',
      '甲方不得阻挠乙方加入工会。',
      '员工加入工会的，工会会费按规定从工资中代扣。',
      // Statute wording: the wrong and its remedy (工会法第二十二条、第五十三条) are not a term.
      '企业、事业单位、社会组织处分职工，工会认为不适当的，有权提出意见。',
      '职工因参加工会活动而被解除劳动合同的，由劳动行政部门责令恢复其工作，并补发被解除劳动合同期间应得的报酬。',
    ],
  },
  'general.family.dispatched-pay-unequal': {
    hit: [
      '派遣员工的月工资统一按本地区最低工资标准的1.2倍执行，不参照用工单位正式员工的岗位工资标准，派遣员工与正式员工在同一岗位工作的亦同。',
      '用工单位的年终奖、季度绩效奖金及利润分享计划仅适用于与用工单位直接签订劳动合同的员工，派遣至相同岗位的劳动者不在发放范围之内。',
      '甲方（用工单位）支付给乙方（派遣公司）的服务费中，被派遣劳动者的工资部分按甲方同岗位在册员工工资标准的70%核定，乙方据此向被派遣劳动者发放工资。',
      '被派遣至装配线的操作工计件单价为每件0.8元，用工单位自有员工同一工序的计件单价为每件1.2元，二者不作统一。',
      '被派遣劳动者不适用用工单位的薪酬职级体系，其工资标准由派遣单位另行确定，且不得要求比照用工单位同类岗位员工调整。',
      '用工单位在册员工享有的餐费补贴、交通补贴和高温津贴，被派遣员工一概不予享受，即使其与在册员工从事相同工作。',
      '派遣护理人员与医院在编护士同岗轮班、承担同等护理工作量，其夜班费按在编护士标准的50%计发。',
      '乙方确认已知悉其工资低于用工单位同类岗位合同制员工的工资水平并自愿接受该差异，不就此向派遣单位或用工单位主张补足差额。',
      // The writer's own wordings, in other contracts and other words.
      '劳务派遣人员的岗位工资按公司正式职工同岗位工资的八成发放。',
      '派遣至门店的收银员不享受公司正式员工的年终奖和带薪休假福利，即使其与正式员工同岗工作。',
      '客服中心的派遣坐席人员绩效奖金标准低于公司自有客服人员，双方对此无异议。',
      '劳务派遣人员工资按公司同类岗位员工的百分之八十执行。',
      '派遣工不享受本单位职工的住房补贴。',
      '被派遣劳动者的工资由派遣单位参照市场行情自行确定，与用工单位员工工资无关。',
      '派遣员工不参加用工单位的年度调薪。',
    ],
    miss: [
      '用工单位应按照同工同酬原则，对被派遣劳动者与本单位同类岗位劳动者实行相同的劳动报酬分配办法，包括基本工资、绩效奖金和岗位津贴。',
      '用工单位无同类岗位劳动者的，被派遣劳动者的劳动报酬参照用工单位所在地相同或相近岗位劳动者的劳动报酬确定。',
      '用工单位不得以劳动者系被派遣用工为由，降低其计件单价、加班费计发基数或各项福利待遇标准。',
      '被派遣劳动者连续用工的，用工单位应对其实行与本单位同类岗位员工相同的正常工资调整机制。',
      // The writer's own fair sentences: compliant, negated, mutual or unrelated forms.
      '派遣员工的工资、奖金和补贴按用工单位同岗位正式员工的标准执行，不得低于该标准。',
      '用工单位安排派遣员工加班的，加班费按正式员工同一标准的150%支付。',
      '被派遣劳动者在用工单位同类岗位工作的，享受与用工单位员工同等待遇。',
      '用工单位安排被派遣劳动者延长工作时间的，按其工资的百分之一百五十支付加班费，与本单位员工执行同一标准。',
      '派遣单位按被派遣劳动者工资总额的8%收取管理费，由用工单位支付。',
    ],
  },
  'general.family.open-ended-contract-waived': {
    hit: [
      '双方同意，无论乙方在甲方连续工作年限长短，劳动合同均以三年为一期续订固定期限劳动合同，乙方不要求订立无固定期限劳动合同。',
      '乙方确认，本合同为双方第二次订立的固定期限劳动合同，乙方自愿放弃在本合同期满续订时要求订立无固定期限劳动合同的权利。',
      '员工在公司连续工作满十年后，公司仅与其续签一年期劳动合同，员工签署本合同即视为其已主动提出订立固定期限劳动合同。',
      '本合同期满续订的，公司根据年度考核结果确定续订期限，续订期限最长不超过两年，公司不与任何员工订立无固定期限劳动合同。',
      '公司对全体员工实行固定期限聘用制，各岗位劳动合同期限均为一至三年，期满经考核合格方予续聘，续聘仍按固定期限办理。',
      '乙方在此不可撤销地声明：乙方主动要求与甲方订立固定期限劳动合同，今后每次续订均按此意思表示执行，乙方不得另行主张订立无固定期限劳动合同。',
      '员工在本单位连续工作满十年且距法定退休年龄不足十年的，续订劳动合同的期限由单位确定，员工不得要求订立无固定期限劳动合同。',
      '续订劳动合同时乙方要求订立无固定期限劳动合同的，视为乙方不同意续订，本合同于期满之日终止。',
      // The writer's own wordings, in other contracts and other words.
      '学校与教师的聘用合同一律为固定期限，教师不得申请签订无固定期限劳动合同。',
      '司机同意放弃签订无固定期限劳动合同的权利，每次续签均为一年期。',
      '本院所有护理人员每次续签均只签订两年期固定期限劳动合同。',
      '劳动合同到期后，甲方只与乙方续签固定期限劳动合同。',
      '员工签署本合同视同其提出订立固定期限劳动合同。',
      '乙方承诺不申请签订无固定期限劳动合同。',
    ],
    miss: [
      '劳动者在本单位连续工作满十年，或连续订立二次固定期限劳动合同后续订的，除劳动者提出订立固定期限劳动合同外，公司应当与其订立无固定期限劳动合同。',
      '公司不得以劳动者入职时或续订前预先签署的声明、承诺排除其依法订立无固定期限劳动合同的权利。',
      '劳动者符合订立无固定期限劳动合同条件的，公司应在续订前以书面方式告知其有权选择订立无固定期限劳动合同，由劳动者自主决定。',
      '本合同期满后，双方协商一致的，可以续订固定期限劳动合同，也可以订立无固定期限劳动合同。',
      // The writer's own fair sentences: compliant, negated, mutual or unrelated forms.
      '本合同为固定期限劳动合同，期限自2024年1月1日起至2026年12月31日止。',
      '乙方连续工作满十年的，甲方应与乙方订立无固定期限劳动合同，乙方提出订立固定期限劳动合同的除外。',
      '本合同为无固定期限劳动合同，自2020年3月1日起履行。',
    ],
  },
  'general.family.guarantor-bound-by-changes': {
    hit: [
      '债权人与债务人协商变更主合同借款金额、利率或还款期限的，无需通知保证人，保证人对变更后的全部债务继续承担连带保证责任。',
      '保证人确认，主合同项下的任何展期、续贷或借新还旧均视为已取得保证人同意，保证期间自展期后的债务履行期限届满之日起重新计算。',
      '出租人与承租人续签租赁合同或上调租金标准的，乙方（保证人）的保证责任及于续签及调整后的全部租金，无需乙方另行签字确认。',
      '债务人经债权人同意将本合同项下全部或部分债务转移给第三人的，保证人仍应就受让人承担的该部分债务按本合同约定承担保证责任。',
      '主合同双方此后签订的补充协议构成主合同的组成部分，保证人对补充协议项下增加的价款和违约金同样承担保证责任，补充协议无需保证人会签。',
      '供货方与采购方提高授信额度或延长账期的，担保人的担保责任相应及于提高和延长后的应付账款，担保人不得以未参与协商为由主张减免。',
      '本保证函所担保的主债务包括主合同签订后因利率上调、费用增加而相应增加的部分，该等调整由债权人与债务人协商确定即可。',
      '发包人与承包人对工程范围、工期或合同价款所作的任何变更，无论保证人是否知悉，均不影响保证人依本合同承担的保证责任及保证期间的计算。',
      // The writer's own wordings, in other contracts and other words.
      '贷款人同意借款人延期还款的，担保公司的担保期间自延期后的还款日起算，担保公司对此无需另行确认。',
      '买卖双方修改合同单价的，保证人对修改后的全部货款仍承担连带清偿责任。',
      '保证人同意，债权人与债务人对主合同的任何修改，保证人均予认可。',
      '借款展期的，保证人的保证期间随之延长，保证人对此不可撤销地同意。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '担保人的保证责任不因借款合同的延期、利率调整或借款用途变更而受到影响。',
      '保证人承担保证责任的范围不因主合同展期而受到任何限制。',
    ],
    miss: [
      '债权人与债务人变更主合同内容加重债务的，应事先取得保证人书面同意；未经保证人书面同意的，保证人对加重部分不承担保证责任。',
      '主合同履行期限的延长未经保证人书面同意的，保证期间仍自原履行期限届满之日起计算。',
      '未经保证人书面同意，债权人不得允许债务人将本合同项下债务转移给第三人；擅自转移的，保证人对转移部分不再承担保证责任。',
      '主合同变更减轻债务人债务的，保证人按变更后的债务承担保证责任。',
      // The writer's own fair sentences: compliant, negated, mutual or unrelated forms.
      '主合同展期须经保证人书面同意，保证人书面同意的，保证期间自展期后的履行期限届满之日起计算。',
      '保证人对债务人在主合同项下的借款本金、利息及实现债权的费用承担连带保证责任。',
      '债权人转让主债权的，应当通知保证人，保证人在原保证范围内继续承担保证责任。',
      '展期经保证人书面同意的，保证期间相应顺延。',
      // A floating rate under the original contract is no change of it.
      '借款利率根据主合同约定按贷款市场报价利率调整的，保证人对调整后的利息继续承担保证责任。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '主合同展期的，应当事先取得保证人的书面同意，否则保证人不再承担保证责任。',
    ],
  },
  'general.family.equity-forfeit-without-grace': {
    hit: [
      '股东未按本章程规定的期限缴足认缴出资的，自出资期限届满次日起，其未缴出资对应的股权自动丧失，由公司依法转让或注销。',
      '任一股东逾期缴纳出资超过十五日的，董事会可直接作出决议取消该股东的股东资格，并据此办理减资手续。',
      '乙方未在2025年6月30日前将第二期出资人民币300万元汇入公司账户的，其未实缴部分对应的股权即由甲方无偿受让，乙方应配合签署股权转让文件。',
      '公司向逾期出资股东发出缴款通知后，该股东应在七日内补足出资，逾期未补足的，公司有权发出失权通知，该股东自通知发出之日起丧失未缴出资的股权。',
      '股东会可经代表过半数表决权的股东通过，对未履行出资义务的股东予以除名，除名决议自作出之日起生效。',
      '投资方未按本协议约定时间足额支付增资款的，原股东有权单方宣布投资方已登记取得的全部股权（含已实缴部分）归于失效。',
      '股东以非货币财产出资而未在公司成立后九十日内办理财产权转移手续的，视为该股东放弃相应股权，公司无需另行通知。',
      '股东未按期缴纳出资的，经执行董事确认后由公司以电话或微信方式告知该股东，该股东即丧失其未缴出资部分的股权。',
      // The writer's own wordings, in other contracts and other words.
      '员工持股平台的激励对象未按期缴纳认购款及出资的，其名下股份由创始股东按原价收回，无需另行通知。',
      '丙方逾期三十日仍未实缴出资的，其持有的目标公司股权归创始股东所有。',
      '股东逾期未缴纳出资的，其股东资格自动丧失。',
      '逾期未出资的股东，其他股东有权以零元受让其未实缴部分的股权。',
    ],
    miss: [
      '股东未按期缴纳出资的，由公司向其发出书面催缴书，宽限期自催缴书发出之日起不少于六十日；宽限期届满仍未缴纳的，经董事会决议方可书面发出失权通知。',
      '公司不得在未经书面催缴并给予不少于六十日宽限期的情况下，宣布股东丧失其股权。',
      '股东失权的范围仅限于其未缴纳出资部分的股权，其已实缴出资对应的股权及股东权利不受影响。',
      '股东对失权通知有异议的，可自接到通知之日起三十日内向人民法院提起诉讼。',
      // The writer's own fair sentences: compliant, negated, mutual or unrelated forms.
      '宽限期届满，股东仍未缴纳出资的，经董事会决议，公司可向该股东书面发出失权通知，该股东自通知发出之日起丧失其未缴纳出资的股权。',
      '股东未按期足额缴纳出资的，除应当向公司足额缴纳外，还应当对给公司造成的损失承担赔偿责任。',
      '合伙人未履行出资义务的，经其他合伙人一致同意，可以决议将其除名。',
      '股东未按期出资的，其表决权和分红权按实缴出资比例行使，公司章程另有规定的除外。',
      // The loss that follows the statute's notice, in a sentence of its own (公司法第五十二条).
      '自失权通知发出之日起，该股东丧失其未缴纳出资的股权。',
      // Expulsion after a demand and a reasonable time (公司法司法解释三第十七条).
      '股东未履行出资义务，经公司催告缴纳，在合理期间内仍未缴纳的，股东会可以决议将其除名。',
    ],
  },
  'general.family.partnership-profit-to-some': {
    hit: [
      '本合伙企业存续期间的经营利润全部归执行事务合伙人张某所有，其他合伙人不参与利润分配。',
      '合伙企业发生亏损的，由全体合伙人按出资比例分担；合伙企业的利润则由甲、丙两名合伙人按6:4分配，乙不参与分配。',
      '合伙企业在前五个会计年度内实现的全部可分配利润，均分配给出资最多的合伙人甲。',
      '合伙人丁仅享有合伙事务表决权，不享有合伙企业的利润分配权。',
      '本所年度净利润全部由管理合伙人分配，非管理合伙人的收入以其按月领取的工资薪金为限，不参与年度利润分配。',
      '合伙企业经营所得在提取发展基金后，余额全部由甲、乙二人平均分配，合伙人丙的出资仅作为合伙企业的经营保证金。',
      '新入伙合伙人自入伙之日起三年内不参与合伙企业的利润分配，但应按出资比例分担该期间的合伙企业亏损。',
      '合伙企业清算前历年累积的未分配利润均归属于创始合伙人，其他合伙人退伙时仅可取回其原始出资额。',
      // The writer's own wordings, in other contracts and other words.
      '诊所的全部盈余归主任医师合伙人所有，以技术入伙的合伙人按月领取固定报酬，不参加盈余分配。',
      '合伙经营的餐馆收益全部归甲方，乙方作为合伙人只领取原始出资的年息。',
      '合伙人乙不分享合伙企业的盈利。',
      '合伙期间的全部利润由甲方一人享有。',
    ],
    miss: [
      '合伙企业的利润由全体合伙人按实缴出资比例分配，亏损按同一比例分担。',
      '合伙协议不得约定将全部利润分配给部分合伙人或者由部分合伙人承担全部亏损。',
      '经全体合伙人一致同意，执行事务合伙人可就其执行合伙事务的工作量在可分配利润中优先提取不超过20%，其余利润由全体合伙人按出资比例分配。',
      '合伙人之间的利润分配比例可以不同于出资比例，但每一合伙人均按约定比例参与利润分配和亏损分担。',
      // The writer's own fair sentences: compliant, negated, mutual or unrelated forms.
      '各合伙人按出资比例分享合伙企业利润，任何合伙人不得独占利润。',
      '合伙人退伙的，按退伙时合伙企业的财产状况进行结算，退还其财产份额。',
      '合伙企业的亏损由各合伙人按出资比例分担，利润同样按出资比例分配。',
      // A limited partnership may so agree (合伙企业法第六十九条); one partner bearing all the losses is guaranteed-return's.
      '本有限合伙企业的利润按合伙协议约定全部分配给有限合伙人。',
      '合伙人丙只参与利润分配而不承担任何亏损，亏损全部由合伙人甲承担。',
    ],
  },
  // Round 36 (decision 249): the lead's own sentences of the two new families' meanings.
  'general.family.credential-misuse-borne': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '以商户电子签名签署的文件对商户发生效力，无论签署人是否获得授权。',
      '凡加盖乙方公章的文件均对乙方具有约束力，不论盖章人是否有权代表乙方。',
      '使用客户数字证书签署的指令，无论是否由客户本人或其授权人员操作，均对客户生效。',
      '经用户手机验证码确认的交易，无论操作人是否为用户本人，均视为用户的交易。',
      '凡通过商户后台账号发起的退款指令，即使系他人盗用账号所为，均视为商户本人操作，由商户承担全部损失。',
      '使用加盖甲方合同专用章的文件，不论印章是否为他人私刻，均对甲方具有约束力。',
      '投保人的电子签名被冒用完成的保单变更，仍视为投保人的真实意思表示。',
      '储值卡丢失被他人消费的，损失由持卡人自行承担，门店概不负责。',
      '借款人的手机号和验证码被第三人获取后申请的借款，视同借款人本人申请，借款人应按期还本付息。',
      '客户不得以数字证书系离职员工私自使用为由否认网上银行交易的效力。',
      '会员账户被盗后产生的一切订单和扣款，后果由会员自负。',
      '通过人脸识别完成的签收，即便并非收件人本人操作，亦视为收件人已签收。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '凭借记卡和交易密码完成的所有取现，均由储户自行承担后果，克隆卡盗刷亦同。',
      '使用本加油卡及其密码办理的一切消费均由持卡单位负责，伪卡消费也不例外。',
      '法定代表人的数字证书在平台上的任何使用，不论实际操作人为何人，均视为公司的真实意思表示。',
      '商户的收款U盾一经插入使用，不管由谁操作，所发出的付款指令对商户均发生效力。',
      '加盟商的订货系统账户被第三人使用提交的订单，对加盟商同样具有约束力。',
      '承租人的缴费账号被别人登录并申请退租的，该申请对承租人发生效力。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '凡加盖借款人预留签章的提款申请，即便签章系他人伪造，借款人仍应承担还款责任。',
      '使用买方备案公章下达的采购指令，无论该公章是否被私刻，均视为买方的真实意思。',
    ],
    miss: [
      '经用户本人授权的操作对用户有效，他人盗用的除外。',
      '加盖公章的文件对公司具有约束力，但能够证明系他人伪造的除外。',
      '因用户自身原因泄露支付密码造成的损失，由用户承担；用户挂失后发生的盗刷损失由银行承担。',
      '未经授权的支付造成的损失，由支付机构承担，但支付机构能够证明系用户过错造成的除外。',
      '乙方应妥善保管其账号和密码，发现被盗用的应立即通知甲方。',
      '以甲方账户完成的操作推定为甲方行为，但甲方能够证明系他人冒用且自身无过错的除外。',
      '伪造、冒用他人印章签订的合同，对被冒用人不发生效力。',
      '双方确认各自预留的印章为唯一有效印章。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '持卡人卡片被伪造盗刷的，经持卡人及时挂失并报警，银行应先行赔付。',
      '经销商的采购账号被他人盗用下单的，经销商能够证明已妥善保管密码的，该订单对经销商不发生效力。',
      '员工的电子签名仅限本人调用，他人冒用员工电子签名签署的文件对员工不具有约束力。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '经鉴定印章系伪造的，该订单对乙方不发生效力。',
      '乙方应妥善保管预留印章，因保管不善导致印章被盗用的，由乙方承担相应责任。',
    ],
  },
  'general.family.data-breach-excused': {
    hit: [
      '诊所保存的患者病历资料因系统升级或员工操作失误外泄的，诊所不承担任何责任。',
      '家政平台对雇主的住址、门禁密码等信息的安全不作任何保证，信息被他人获取的风险由雇主自行承担。',
      '发生会员信息泄露时，俱乐部无须告知会员，亦无义务采取任何补救措施。',
      '云服务商因遭受黑客攻击导致客户数据丢失或损毁的，概不负责。',
      '学校保管的学生证件复印件被盗取的，学校仅负责删除系统中的相关记录。',
      '银行委托的外包公司泄露持卡人账户信息的，后果由持卡人自负。',
      '快递公司对面单上寄件人、收件人信息的泄漏不承担赔偿责任。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '物业公司工作人员擅自提供业主信息给他人造成损失的，由业主自行承担。',
      '体检中心的体检报告被不法分子盗取的，体检中心不负任何责任。',
    ],
    miss: [
      '因用户自身原因泄露账户密码造成的损失，由用户自行承担。',
      '平台应当采取加密存储等必要措施保护用户个人信息安全，发生泄露时应立即采取补救措施并通知用户。',
      '服务商员工泄露客户数据的，服务商应承担赔偿责任。',
      '因不可抗力导致数据丢失的，双方均不承担责任。',
      '接收方应对保密信息严格保密，保密期限为合同终止后三年。',
      '乙方应定期备份业务数据，防止数据丢失。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '物业公司工作人员擅自提供业主信息给他人的，物业公司应当承担赔偿责任。',
    ],
  },
  // Round 37 (decision 250): the lead's own sentences of the two new families' meanings.
  'general.family.exit-share-forfeited': {
    hit: [
      // Round 37 read (decision 250), second pass: forms the first widening still missed, in the lead's words.
      '有限合伙人离职的，普通合伙人有权按其实缴出资额的百分之十受让其全部份额。',
      '合伙人退伙的，仅按其入伙时的出资额结算，合伙企业的增值部分及未分配利润一律不计入其份额。',
      '合伙人在合伙期限内退伙的，其在合伙企业中的财产份额归其余合伙人共同所有，不予退还。',
      '社员退社的，其成员账户内记载的出资额和量化的公积金份额一律转为本社公共积累。',
      '激励对象与公司的劳动关系因任何原因终止的，其持有的持股平台合伙份额由普通合伙人按原始出资额回购，不考虑持股平台届时的净资产及未分配利润。',
      '联营一方中途退出联营的，其投入的资金和设备由牵头方处置，退出方无权要求清算或分割联营财产。',
      '有限合伙人被除名的，仅按其实缴出资额的百分之十退还，其余部分归普通合伙人所有。',
      '员工离职时，其通过持股平台间接持有的合伙份额以人民币一元的价格转让给执行事务合伙人指定的人员。',
      '合作社成员入社后五年内不得退社；确需退出的，其已缴股金和历年盈余不再结算。',
      '本合伙企业存续期间，合伙人不得以任何理由退伙。',
      '乙方退出合伙经营的，其已投入的合伙资金视为无偿转让给甲方，甲方无需支付任何对价。',
      '养殖专业合作社社员被除名的，其成员账户余额及公积金份额不予返还。',
      '律师事务所合伙人退伙的，事务所的历年积累和未分配收益均与其无关，仅退还其入伙时缴纳的出资。',
      '合伙人自愿退伙的，视为放弃其在合伙企业中的全部权益。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '退伙的合伙人不得主张分割合伙企业的财产，亦不得要求退还其出资。',
      '被取消社员资格的成员不能申请结算其在本社的股金和公积金份额。',
    ],
    miss: [
      '合伙人退伙的，其他合伙人应当按照退伙时合伙企业的财产状况与其进行结算，并在结算完成后三十日内退还其财产份额。',
      '成员资格终止的，合作社应于会计年度终了后三个月内退还记载在该成员账户内的出资额和公积金份额。',
      '激励对象离职的，普通合伙人有权按离职时经评估的合伙企业净资产值回购其持有的财产份额。',
      '合伙人退伙应当提前三十日书面通知其他合伙人，并不得给合伙企业事务执行造成不利影响。',
      '员工因个人原因离职的，其持有的平台份额按上一年度经审计的每份额净资产价格由普通合伙人受让；因严重违纪被辞退的，按届时公允市场价值受让。',
      '联营体成员退出的，应当对退出前的联营财产进行清算，按其投入比例返还相应资产。',
      '农民专业合作社成员要求退社的，应当在会计年度终了的三个月前向理事会提出书面申请。',
      // Unpaid capital (equity-forfeit-without-grace), a going partnership's profit (partnership-profit-to-some), no exit terms.
      '合伙人未按期缴纳出资的，经其他合伙人一致同意，可以决议将其除名。',
      '合伙企业的利润由执行事务合伙人优先提取百分之二十作为管理报酬，其余由全体合伙人按出资比例分配。',
      '会员退出的，已缴纳的会费不予退还。',
      '激励对象离职的，其已获授但尚未解锁的限制性股票由公司按授予价格回购注销。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '合伙人退伙的，其他合伙人应当与该退伙人按照退伙时的合伙企业财产状况进行结算，退还退伙人的财产份额。',
    ],
  },
  'general.family.creditor-delay-borne': {
    hit: [
      // Round 37 read (decision 250), second pass: forms the first widening still missed, in the lead's words.
      '发包人未按期确认设计方案的，设计单位仍须按原进度计划交付施工图，逾期一切责任由设计单位承担。',
      '收货人未按约定时间到场卸货的，承运方的等候费用由承运方自负。',
      '贷款人拒收还款的，借款人仍应继续计付利息至贷款人实际收款之日。',
      '买方未按约定时间提货的，卖方仍应按原定交货期承担逾期交货违约金，由此增加的仓储费用由卖方自行承担。',
      '发包人未能按期移交施工场地的，承包人的竣工日期不予顺延。',
      '定作人迟延提供加工图纸和原材料期间，承揽人应自行承担停工待料的损失，交付期限仍按合同约定执行。',
      '客户未按约定提供测试环境和接口文档的，软件开发商仍须在原定上线日期前完成交付，否则按日支付违约金。',
      '因广告主未及时提供审核通过的素材导致广告未能按期上刊的，媒体方仍应按未上刊天数向广告主支付违约金。',
      '出借人指定的收款账户被冻结或出借人无法联系导致借款人无法按期还款的，借款人仍应按日支付逾期罚息。',
      '托运人未按约定时间备妥货物致使车辆在装货地等候的，等候期间产生的费用由承运人自行承担，且承运人仍应按原定时限将货物运抵目的地。',
      '需方对到货产品未在约定期限内组织验收的，供方须继续负责保管，保管期间的费用及货物损耗均由供方承担。',
      '因业主未及时办理施工许可、未提供施工图纸造成开工延误的，工期不作任何顺延，承包人仍须按期竣工。',
      '采购方拒绝签收的，视为供货方未交货，采购方有权按合同约定追究供货方的逾期交货责任。',
      '借款人到期还款时，出借人拒绝受领的，借款人仍须支付自到期日起至实际受领之日止的利息及违约金。',
      '发包人未在接到通知后四十八小时内验收隐蔽工程的，承包人不得以此为由要求延长工期，亦不得要求赔偿窝工损失。',
      '委托方迟延提供技术资料期间，研发周期不予延长。',
      '收货人拒绝收货的，承运人应将货物运回并自行承担往返运费。',
      '买方未按期派员到场验货的，卖方不得因此延迟发货，否则按日支付违约金。',
      '甲方逾期验收的，乙方应继续妥善保管并承担保管期间的一切费用。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '甲方未按期提供设计图纸的，不影响乙方的竣工日期，乙方逾期竣工仍应承担违约责任。',
      '买方拒绝收货的，卖方仍须承担迟延交货的违约责任，并自负货物的保管费用。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '定作人逾期领取定作物的，承揽人仍应自行承担逾期期间的仓储费用。',
      '收货人未在约定日期接货的，承运人仍须负担货物在港口的滞留费。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '因甲方未及时提供测试环境造成系统上线延误的，乙方应当承担延期交付的违约责任。',
      '买方迟延确认设计样稿导致交货延迟的，由卖方承担逾期交货的违约责任。',
      '业主未按约定提供装修材料造成工期延误的，装修公司仍需赔偿业主因此遭受的损失。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '甲方未按时提供设计需求导致设计工作延误的，设计周期不予顺延。',
      '因业主未及时确认方案致使项目推迟的，项目工期不作相应延长，施工方仍按原计划完工。',
    ],
    miss: [
      '买受人应于银行告知不予贷款之日起十日内自行补足房款，否则自行承担逾期付款的违约责任。',
      '借款人无法联系到出借人的，应将款项提存，提存后借款人无须支付利息。',
      '因发包人未按约定提供施工场地导致工期延误的，工期相应顺延，发包人应赔偿承包人因此造成的停工、窝工损失。',
      '买方无正当理由拒绝受领货物的，卖方可以请求买方赔偿由此增加的保管费用。',
      '在出借人受领迟延期间，借款人无须支付利息。',
      '卖方逾期交货的，每逾期一日，按逾期部分货款的千分之一向买方支付违约金。',
      '供应商未及时确认买方订单导致交货延误的，供应商仍应承担逾期交货的违约责任。',
      '定作人未按约定提供加工材料的，承揽人可以催告定作人在合理期限内提供，并可以顺延交付期限。',
      '因不可抗力导致甲方无法按时验收的，双方均不承担违约责任，交付期限相应顺延。',
      '客户逾期提供测试数据的，开发商的交付期限自客户提供之日起相应顺延，由此增加的人工费用由客户承担。',
      '承运人应在托运人备妥货物后二十四小时内到达装货地点。',
      '买方有权拒绝受领不合格货物，由此产生的退货运费由卖方承担。',
      '因承包人未按时提交施工组织设计导致开工延误的，工期不予顺延。',
      '买方迟延受领期间，标的物毁损、灭失的风险由买方承担。',
      '甲方应在收到货物后三日内验收，逾期未验收的，视为验收合格。',
      '借款人未按时还款的，仍应按日支付罚息。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '甲方未按期提供设计图纸的，乙方的竣工日期相应顺延。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '收货人未在约定日期接货的，由此产生的货物滞留费由收货人承担。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '因甲方未及时提供测试环境造成上线延误的，乙方不承担延期交付的违约责任。',
      '委托人未按约定提供资料导致报告延期出具的，委托人应承担由此增加的费用。',
      '受托人未按约定期限出具审计报告的，应承担违约责任。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '因甲方原因暂停服务的，服务期限不予顺延。',
      '甲方未按时提供设计需求导致设计工作延误的，设计周期相应顺延。',
    ],
  },
  // Anticipated before round 38 (decision 251): the lead's sentences, written from the statutes.
  'general.family.personalised-without-opt-out': {
    hit: [
      '平台将根据用户的浏览记录和兴趣偏好推送个性化广告，用户不得关闭该功能。',
      '用户注册即视为同意本应用依据用户画像向其推送营销短信。',
      '本商城依据会员消费习惯展示个性化搜索结果，不提供不针对个人特征的选项。',
      '本平台基于算法推荐向骑手派送订单和推送活动消息，骑手无法拒绝或退订。',
    ],
    miss: [
      '用户可以随时在设置中关闭个性化推荐，关闭后平台不再据此推送广告。',
      '平台向用户提供不针对其个人特征的搜索结果选项，并提供便捷的退订方式。',
      '平台不得利用用户画像对交易价格实行差别待遇。',
    ],
  },
  'general.family.shipment-change-barred': {
    hit: [
      '货物一经交运，托运人不得要求中止运输或变更收货人。',
      '快件一经揽收，寄件人不得要求退回或更改收件地址。',
      '货主在运输途中无权要求承运人返还货物或变更目的港。',
      '车辆发运后，甲方不得另行指定收货人，承运方对此类要求一律不予受理。',
    ],
    miss: [
      '在货物交付收货人之前，托运人可以要求承运人中止运输或变更到达地，但应承担由此增加的运费。',
      '货物交付收货人后，托运人不得再要求变更收货人。',
      '承运人不得擅自变更运输路线和到达地。',
      '寄件人要求改寄的，应支付改寄产生的费用。',
    ],
  },
  'general.family.dispatch-fee-charged': {
    hit: [
      '被派遣劳动者应每月向派遣单位缴纳管理费人民币二百元。',
      '劳务人员上岗前须向劳务公司交纳服装费和押金共计一千元，离职时不予退还。',
      '派遣员工的派遣服务费从其每月工资中扣除。',
      '被派遣员工须按月向用工单位交纳岗位管理费五十元。',
    ],
    miss: [
      '乙方派遣的护理人员未开始服务前客户解除合同的，客户需支付全部服务费。',
      '乙方派遣人员未开始服务前解除合同的，需支付整单服务费。',
      '用工单位提前退回派遣员工的，应按剩余期限向派遣单位支付管理费。',
      '劳务派遣服务费由用工单位按月向派遣单位支付，派遣单位不得向被派遣劳动者收取任何费用。',
      '派遣单位依法为被派遣劳动者代扣代缴个人所得税和社会保险费。',
      '用工单位应按月向劳务公司支付管理费，管理费为劳务人员工资总额的百分之五。',
    ],
  },
  'general.family.hiring-discrimination': {
    hit: [
      '员工入职体检发现为乙肝病毒携带者的，公司有权解除劳动合同。',
      '本岗位仅限男性，女性应聘者的学历标准提高一级。',
      '农村户籍人员不予录用为正式员工。',
      '应聘者隐瞒其为传染病病原携带者的，视为欺诈，公司有权取消录用。',
    ],
    miss: [
      '公司不得以应聘者是传染病病原携带者为由拒绝录用。',
      '经医学鉴定传染病病原携带者在治愈前，不得从事食品加工岗位。',
      '公司招用人员实行男女平等，不得以性别为由拒绝录用。',
    ],
  },
  // Round 38 (decision 252): the writer's two new families, in the lead's own words (not the round-38 sentences).
  'general.family.preservation-waived': {
    hit: [
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '承租人同意，出租人申请查封承租人财产的，承租人放弃申请置换保全财产的权利。',
      '担保人承诺，债权人对担保人房产采取查封措施后，担保人不会请求法院解除查封。',
      '承租人确认，出租人申请冻结承租人账户如有错误，出租人无须承担由此造成的任何损失。',
      '借款人同意，贷款人的诉前保全即使事后被法院认定不当，贷款人亦不负赔偿责任。',
      '借款人同意，出借人向法院申请查封、冻结借款人财产的，无需提供任何担保。',
      '承租人承诺，出租人申请诉前财产保全时，承租人不对保全裁定提出异议或申请复议。',
      '即使甲方申请的财产保全超过诉讼请求金额，乙方亦不要求甲方赔偿因此遭受的损失。',
      '担保人放弃就债权人申请冻结其账户所造成的损失主张赔偿的权利。',
      '经销商同意品牌方申请仲裁前保全时免于提供担保，且不申请解除保全。',
    ],
    miss: [
      // Round-39 near misses in the lead's own words (decision 254).
      '保证人可以依法提供等值担保，申请人民法院解除对其财产的查封。',
      '申请人的财产保全申请有错误的，申请人应当赔偿被申请人因保全所遭受的损失。',
      '任何一方申请财产保全的，应当依法提供担保，申请错误的，应赔偿对方因此遭受的损失。',
      '被申请人对保全裁定不服的，可以依法申请复议。',
      '乙方提供的银行保函可作为甲方申请保全的担保。',
      '出借人申请诉前保全的，应当依法提供担保。',
    ],
  },
  'general.family.utility-markup': {
    hit: [
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '园区企业的用水由园区管委会按其制定的单价计收，超出自来水公司水价的差额作为园区管理费。',
      '商场租户的用电由商场物业按照物业自行确定的电价收取，电价高于供电局价格的部分计作服务费。',
      '公寓承租人的水费按每吨八元收取，超出居民水价的部分用于公共区域能耗分摊。',
      '宿舍用电按每千瓦时一元计费，其中高于民用电价的差额作为线路维护费。',
      '商铺的水费按照物业公司自行确定的收费标准收取，不适用政府指导价。',
      '仓库的用电由出租方按照其自行制定的单价收取，不执行国家规定的电价。',
      '租户燃气费在燃气公司单价基础上每立方米加收五角。',
      '商铺电费按每度一元五角统一收取，不按供电企业的实际电价结算。',
      '承租人使用的电费由出租人代收，按供电局电价上浮百分之二十收取。',
      '商户的水电费除按表计量外，另行加收百分之十五的线路损耗及管理费。',
      '园区内企业用电单价由园区管理方根据运营成本自行确定。',
      '物业公司转供燃气的，按每立方米高于政府定价一元的标准收取。',
      '写字楼的电费按每度人民币1.8元计收，另加公摊损耗费用。',
    ],
    miss: [
      // Round-39 near misses in the lead's own words (decision 254).
      '商户的燃气费由市场管理方按燃气公司的价格据实代收代缴，不加收管理费。',
      '公寓租户的电费按居民电价据实收取，出租人不加收任何公共能耗分摊费用。',
      '租户月用电量超过居民阶梯电价第一档的部分，按供电公司第二档电价计收。',
      '写字楼租户的供暖费按照当地政府定价收取，出租人不另加收任何费用。',
      '水、电、燃气费按供水、供电、供气企业的收费标准据实结算。',
      '出租人代收电费的，按供电部门的电价执行，不得加收任何费用。',
      '承租人应按时缴纳水电费，逾期未缴的，出租人可以催告。',
      '公共区域的照明电费由全体商户按面积据实分摊。',
    ],
  },
  // Round 39 (decision 254): the lead's own sentences of the two new families' meanings.
  'general.family.safety-costs-charged': {
    hit: [
      '员工上岗所需的安全帽、防护手套等劳动防护用品由员工自行购买。',
      '实习生参加岗前安全教育培训的费用，从其实习补贴中扣除。',
      '乙方在岗期间的职业健康检查费用由乙方本人承担。',
      '公司为粉尘岗位职工配发防尘口罩，费用在当月工资中扣回。',
      '务工人员进场前须参加三级安全教育，培训费每人三百元由务工人员缴纳。',
      '劳保用品按采购价向员工收取，首次领用时一次性付清。',
      '配送骑手的反光背心和安全头盔费用由骑手自理。',
      '接触有毒作业的劳动者，其上岗前职业健康检查费用由公司和劳动者各承担百分之五十。',
      '防毒面具由员工自购，公司不承担该项费用，也不予报销。',
      // The forms round 39 had that the first rules missed (decision 254), in the lead's own words.
      '电工的绝缘手套、绝缘鞋达到使用年限需要更换的，换新费用由电工个人负担。',
      '从事放射作业的职工调岗前须自行到指定医院做离岗职业健康检查并支付检查费。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '双方本着平等自愿原则签订本合同。从事放射作业的职工离岗时须自行到指定医院进行职业健康检查并承担检查费。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '实习生初次领用的安全帽和反光背心按成本价收费，丢失的照价赔偿。',
      '骑手入职时领取的头盔和反光衣须按进价付款，如有遗失须重新购买。',
    ],
    miss: [
      '公司按国家标准为员工免费配发劳动防护用品，并定期组织职业健康检查，费用由公司承担。',
      '员工应按规定正确佩戴安全帽和防护眼镜，未按规定佩戴造成的后果由员工自行承担。',
      '员工故意损坏或遗失公司配发的防护用品的，按折旧后的价值赔偿。',
      '实习单位应当对实习学生进行安全生产教育和培训，提供必要的劳动防护用品，不得向学生收取费用。',
      '乙方应为其派驻人员配备安全帽和绝缘手套，相关费用由乙方自行承担。',
      '对从事接触职业病危害作业的劳动者，用人单位应当组织上岗前、在岗期间和离岗时的职业健康检查，职业健康检查费用由用人单位承担。',
      '员工超出配发标准另行申领劳保手套的，按成本价购买。',
      '公司应为接触粉尘的员工组织离岗时的职业健康检查并承担费用。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '员工遗失公司配发的安全帽的，应按原价赔偿。',
      '首次配发的劳保用品由公司免费提供，遗失的由员工按进价赔偿。',
    ],
  },
  'general.family.security-release-withheld': {
    hit: [
      '借款人还清全部借款本息后，出借人可根据自身安排决定办理抵押注销登记的时间。',
      '债务人清偿主债务后，质权人应在收到书面申请之日起六个月内返还质物。',
      '抵押人结清本合同项下借款后，如其关联公司在贷款人处仍有未清偿贷款，贷款人有权暂不解除抵押。',
      '借款人提前还款的，办理解押时应另行向贷款人支付贷款余额百分之一的解押手续费。',
      '出质人付清租金后，出租人将在完成内部审批后返还出质的股权，审批期限不受限制。',
      '车辆贷款结清后，车行保留机动车登记证书至车辆保险到期，届时再予退还。',
      '还款完毕后抵押权人注销抵押登记如有延误，抵押权人不承担任何延误责任。',
      '融资租赁合同项下租金付清后，出租人在承租人支付注销服务费后方办理抵押注销登记。',
      // The form round 39 had that the first rules missed (decision 254), in the lead's own words.
      '质押的黄金饰品在借款人还清借款后由典当行于四个月内交还。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '抵押贷款结清后，银行可继续保留借款人的不动产权证书，直至其信用卡欠款全部还清。',
      '借款本息还清之后，出借人有权继续持有借款人交付的房产证，作为其关联企业借款的担保。',
    ],
    miss: [
      '借款人清偿全部借款本息之日起十个工作日内，贷款人应配合借款人办理抵押注销登记，不收取任何费用。',
      '主债权消灭的，抵押权随之消灭，抵押权人应及时协助抵押人办理注销登记。',
      '债务人履行债务的，质权人应当返还质押财产。',
      '出质人清偿全部债务后，质权人应在三日内返还质物及权利凭证，返还所需运费由质权人承担。',
      '借款人逾期未还款的，贷款人有权拒绝解除抵押并依法处置抵押物。',
      '抵押注销登记手续由抵押人自行办理，抵押权人予以配合。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '承租人付清全部租金及其他应付款项前，出租人有权保留车辆登记证书。',
      '在借款人清偿全部借款本息之前，贷款人有权继续保留抵押物的不动产权证书。',
    ],
  },
  // Round 40 (decision 255): the lead's own sentences of the two new families' meanings.
  'general.family.agent-acts-disowned': {
    hit: [
      '买方向卖方业务员个人支付的货款，未汇入卖方指定对公账户的，不视为已付款，买方仍应向卖方全额支付。',
      '发包人现场代表、项目经理签认的工程签证和工程量确认单，未加盖发包人公章的，对发包人不发生效力，不作为结算依据。',
      '本公司设计师、工长与业主口头或书面约定的增减项目及优惠，未经公司盖章确认的，一律无效，由此产生的损失由业主自行承担。',
      '出租方管理人员出具的收租收据不作为租金已付的凭证，承租人未取得出租方开具的发票的，应重新支付该期租金。',
      '快递员上门收件时签署的保价约定及其承诺的送达时效，对本公司不具有约束力。',
      '各门店店长对外签订的采购订单须经总部盖章确认，否则视为店长个人行为，总部不承担付款责任。',
      '甲方采购人员在对账单上的签字不代表甲方确认欠款金额，甲方有权不予认可。',
      '客户经理收取的任何现金、代客户签署的文件，均属其个人行为，与本行无关。',
      '乙方送货司机签收的退货单和交接记录，未加盖乙方收货专用章的，乙方不予承认，退货灭失的风险由甲方自行承担。',
      '用工单位班组长签发的加班确认单，未经人力资源部盖章的，对用工单位不发生效力。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '开发商派驻项目的工程师签字确认的材料进场单，对开发商不具有约束力，供货方不得据此要求付款。',
      '设备供应商派往现场的技术人员签认的调试记录，未加盖供应商公章的，对供应商不发生效力。',
      '物业公司收费员上门收取的物业费，在交回财务之前遗失的，视为业主未缴费，业主应当补缴。',
      '旅行社导游在途中代收的自费项目费用，未交回旅行社的，视为游客未付款，游客须另行支付。',
      '采购专员通过微信发出的追加订单，未附采购合同编号的，甲方有权拒绝收货并不予付款。',
      // A broker the seller engaged, from the lead's walk through the app (decision 255).
      '甲方委托的中介经纪人代为收取的任何款项，未转入甲方本人账户的，均视为乙方未付款，乙方应向甲方另行足额支付。',
      '出租人指定的房产经纪人代收的押金和首月租金，未交到出租人手中的，出租人不承担退还责任。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '分公司经理与客户另行约定的价格优惠，不对总公司产生任何约束力。',
      '物业公司员工以个人名义收取的物业费，业主须另行向物业公司缴纳。',
      '销售顾问以其本人名义收取的购房定金，买受人仍须向开发商重新支付。',
    ],
    miss: [
      '甲方应将全部货款汇入乙方下列对公账户，乙方不接受现金付款，也未授权任何个人代收货款。',
      '乙方委派王某为驻场项目经理，其在授权范围内签署的工程签证、工程量确认单对乙方具有约束力。',
      '员工以个人名义对外借款或者提供担保的，由其个人承担责任，与公司无关。',
      '业务员超越授权范围签订的协议，未经公司追认的，对公司不发生效力，但相对人有理由相信其有代理权的除外。',
      '卖方员工收取货款时应出具加盖卖方财务专用章的收据，卖方对其员工收取的款项承担责任。',
      '乙方工作人员不得向甲方索取或者收受任何财物。',
      '设计变更须由发包人以书面形式通知承包人。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '乙方技术人员签认的调试记录作为设备验收的依据。',
      '甲方工作人员签收后发现货物质量不合格的，甲方有权拒收并不予付款。',
      '收费员收取物业费时应当场出具物业公司统一收据，收费员遗失款项的，由物业公司承担。',
      // Found on the originals bench (decision 255): the statute's rule for an agent without authority, in the lead's words.
      '代理人超越授权范围或者在授权终止后以本公司名义签订的合同，未经本公司追认的，对本公司不发生效力。',
      // A broker the seller engaged, from the lead's walk through the app (decision 255).
      '中介机构收取的中介服务费由买方承担，与出卖人无关。',
      '买方应将房款直接支付至卖方本人账户，不得交由中介经纪人代收。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '员工以个人名义向客户借款的，属于其个人行为，与公司无关。',
      '分公司经理与客户约定的价格优惠，经总公司书面确认后生效。',
    ],
  },
  'general.family.financing-failure-borne': {
    hit: [
      '如买受人的商业贷款未获银行批准或批准额度不足，买受人应在接到通知之日起十日内以自有资金一次性补足房款，逾期视为违约，已付定金不予退还。',
      '乙方申请的汽车金融分期未通过审核的，乙方须于三日内付清全款提车，否则订车款归甲方所有。',
      '学员选择的培训分期贷款因金融机构原因未能发放的，学员仍应按时向本机构缴清全部学费。',
      '业主办理的装修贷款无论因何原因未能放款，均不影响业主按本合同约定的节点支付工程款，逾期每日按未付款的千分之三支付违约金。',
      '收购方拟以并购贷款支付的第二期转让款，即使银行审批延迟或因监管政策调整未能发放，收购方仍须于交割日前足额支付，否则应向转让方支付转让价款百分之十的违约金。',
      '因银行额度收紧或评估价值偏低导致贷款金额不足的，差额部分由买方在十五日内以现金补足，买方未补足的，卖方有权解除合同并没收定金。',
      '即便因出卖人未能提供产权证明文件导致按揭无法办理，买受人仍应按期支付全部购房款。',
      '买方拟通过银行贷款支付设备款的，贷款未能到位的风险由买方自行承担，买方不得以此为由迟延付款。',
      '公积金贷款审批期间政策发生变化导致贷款不能办理的，甲方应改为一次性付款，否则按违约处理。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '学生申请的助学分期未能审批通过的，学生仍须在开课前一次性交清全部课程费。',
      '业主申请的装修贷未获批的，仍应按进度以自有资金支付工程款。',
    ],
    miss: [
      '买受人的按揭贷款因银行审批原因未获批准的，买受人可以解除本合同，出卖人应在十日内全额退还已付定金和房款，双方互不承担违约责任。',
      '因买受人提供虚假收入证明导致贷款未获批准的，买受人应在三十日内以其他方式付清房款，逾期按违约处理。',
      '买受人未按银行要求在十日内提交贷款申请资料，导致贷款未能发放的，视为买受人违约。',
      '贷款未获批准的，双方可协商改为分期付款或者解除合同，出卖人退还已收款项。',
      '乙方选择分期付款的，每期应于每月五日前足额还款。',
      '银行贷款发放后，出卖人应在三日内为买受人办理交房手续。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '学员申请的分期未获批准的，学员可解除合同，机构全额退还已交学费。',
    ],
  },
  // Round 41 (decision 256): the lead's own sentences of the two new families' meanings.
  'general.family.forced-overtime': {
    hit: [
      '员工在职期间，对公司根据生产任务安排的延长工作时间、休息日及法定节假日工作，均不得拒绝。',
      '乙方入职即视为同意甲方根据经营需要随时安排加班和夜班。',
      '保安队员须无条件服从项目部的值班和加班调度。',
      '店员拒绝店长临时安排的延时营业或周末加班的，当月全勤奖和绩效奖金全部取消。',
      '司机须服从调度安排的夜间及节假日出车任务，无正当理由拒不出车的，按旷工处理并扣除当月绩效。',
      '实习生在项目交付期间应随时响应加班要求，不得以学业或个人事务为由推脱，否则学校将给予违纪处分。',
      '护理人员应服从医院的排班调整，包括连续夜班和节假日顶班，不得提出异议。',
      '项目组成员的下班时间以项目经理通知为准，因项目需要延长工作时间的，公司无需另行征得员工同意。',
      '甲方可根据订单情况单方决定安排乙方在休息日上班，乙方未按通知到岗的，视为旷工。',
      '家政服务员应当服从雇主安排的夜间陪护和节假日工作，不得拒绝，否则雇主有权解除合同。',
      '乙方保证其派驻甲方的技术人员服从甲方的加班安排，不得以任何理由拒绝。',
      '销售旺季及春节期间，门店员工一律不得请假，须按公司通知到岗加班。',
      '连续两次拒绝公司加班安排的员工，视为严重违反规章制度，公司可以解除劳动合同且不支付经济补偿。',
      // The lead's further wordings (decision 256), written before the round-41 sentences were read.
      '员工签署本合同即表示同意公司根据工作需要安排的一切加班和周末值班。',
      '在客户项目上线前，加班属于开发人员应尽的义务，开发人员不得推辞。',
      '春节期间酒店前台员工不予批准休假，须按排班到岗。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '测试工程师须配合公司安排的通宵加班，不得以家庭原因推辞。',
      '仓库员工不得以子女无人照看为借口拒绝夜班安排。',
      '商场周年庆期间，导购员的休息申请一律不予批准，须全天在岗。',
      '节日促销期间员工的轮休一律取消。',
      '施工队工人须在春节期间留守工地继续施工，不得拒绝。',
    ],
    miss: [
      '甲方因生产经营需要，经与工会和乙方协商后可以延长工作时间，一般每日不得超过一小时，每月不得超过三十六小时，并依法支付加班费。',
      '发生自然灾害、事故或者设备故障需要紧急抢修的，员工应当服从公司的加班安排，公司依法支付加班工资。',
      '员工实行三班倒轮班制，须按排班表按时上夜班，每周工作时间不超过四十小时。',
      '员工有权拒绝超出法定限度的加班，公司不得因员工拒绝加班而扣减其工资或给予处分。',
      '员工自愿加班的，应当事先提出申请，经部门负责人批准后按国家规定支付加班费。',
      '物业服务企业应安排秩序维护员二十四小时值班，不得拒绝业主提出的合理维修要求。',
      '员工请假须提前三日书面申请，未经批准擅自离岗的，按旷工处理。',
      '乙方不得拒绝甲方在节假日进行的安全检查。',
      '乙方应配合甲方完成节假日期间的保洁工作，服务费已包含节假日服务。',
      // The lead's further wordings (decision 256), written before the round-41 sentences were read.
      '公司不得强迫或者变相强迫员工加班，员工拒绝加班的，不视为违反劳动纪律。',
      // The pay of the overtime is overtime-unpaid's meaning, not this one (decision 256).
      '员工在家处理工作邮件的时间视为自愿加班，不计发加班费。',
      '休息日安排加班又不能安排补休的，按不低于工资的百分之二百支付加班费。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '员工休息申请须提前三天提交，经部门主管批准后方可休息。',
      '春节期间门店照常营业，员工轮休由店长统筹安排。',
      '节假日期间确需施工的，经与工人协商一致后安排，并依法支付加班工资。',
      // Near wordings of other contracts (decision 256): a landlord's works on a holiday, a school's holiday classes, a mall's tenant, a guarantor's recourse.
      '乙方不得拒绝甲方在双休日和节假日进场施工。',
      '培训机构在寒暑假、节假日期间照常上课，学员不得以放假为由拒绝参加。',
    ],
  },
  'general.family.product-recourse-barred': {
    hit: [
      '因产品本身质量缺陷导致的消费者索赔、退换货及召回费用，均由经销商自行承担，生产商概不负责。',
      '加盟店销售的总部配送商品存在质量问题被顾客索赔的，由加盟商负责处理并承担全部赔偿，总部不予补偿。',
      '4S店因车辆存在制造缺陷而向车主承担赔偿责任后，不得向主机厂追偿。',
      '平台入驻商家销售的品牌方授权商品，因商品缺陷被消费者索赔的，由商家自行承担，品牌方不承担任何责任。',
      '供货商生产的食品经检验不合格被监管部门责令召回的，召回、销毁及赔偿消费者的费用全部由零售商承担。',
      '代理商不得以产品存在设计缺陷为由，要求委托方分担其向终端客户支付的赔偿款。',
      '经销商对所售电器履行三包义务所发生的维修、更换和退货费用，自行承担，不得向厂家申请补偿或在货款中抵扣。',
      '分销商承担因产品缺陷造成第三人人身伤害的全部赔偿责任，即使该缺陷在出厂时已存在。',
      '被特许人因使用特许人指定原料导致食品安全事故的，对外赔偿及停业损失由被特许人独自承担，特许人不予分担。',
      '厂家对经销商已售出产品的召回不承担任何费用，亦不接受经销商的退货。',
      // The lead's further wordings (decision 256), written before the round-41 sentences were read.
      '经销商放弃因产品质量问题向供货方追偿的权利。',
      '产品质量问题引起的一切纠纷由经销商负责解决，厂家不承担任何责任。',
      '零售商对消费者承担的三包责任，供货商不予承担。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '经销商销售的保健食品致使消费者出现过敏等不良反应的，由经销商自行赔偿，生产企业不受理经销商的任何追偿请求。',
      '零售商售出的电热毯引起火灾造成顾客财产损失的，赔偿由零售商全部承担，厂家不予认可零售商的索赔。',
      '因供货商提供的原料不合格导致加工方成品被消费者索赔的，加工方赔付后不得再向供货商追偿。',
      '直播间卖家销售的厂家代发商品存在安全隐患的，卖家须自行处理全部投诉赔偿，无权就此向厂家主张补偿。',
      '经销商依法召回缺陷家电后，不得向制造厂要求承担召回费用。',
    ],
    miss: [
      '因经销商储存、运输不当或擅自改装导致产品损坏的，相应损失由经销商自行承担。',
      '消费者因产品质量问题要求退换货的，由零售商先行负责办理，零售商因此支出的费用由供货商在十五日内予以补偿。',
      '经销商向消费者承担产品缺陷赔偿责任后，有权向生产商追偿。',
      '因产品设计或制造缺陷引起的召回费用及对第三方的赔偿，由生产商承担，生产商应使代理商免受由此产生的任何损失。',
      '经销商负责所售产品的三包服务，厂家按照国家三包规定向经销商提供配件和维修费用。',
      '商户销售的商品出现质量问题的，由商户自行承担责任，与商场无关。',
      '经销商应当履行三包义务，对消费者的退换货要求不得推诿。',
      '经销商未售出的滞销产品不得退货，其仓储费用由经销商自行承担。',
      // The lead's further wordings (decision 256), written before the round-41 sentences were read.
      '代理商不得以产品存在质量问题为由拒付到期货款，质量争议按本合同质量异议条款处理。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '经销商销售的药品发生不良反应的，经销商应在二十四小时内报告生产企业，由生产企业依法处理。',
      '因乙方提供的零部件存在缺陷导致甲方对外赔偿的，甲方有权向乙方追偿。',
      '甲方赔偿后，对于非因乙方产品缺陷造成的部分，不得向乙方追偿。',
      // Near wordings of other contracts (decision 256): a landlord's works on a holiday, a school's holiday classes, a mall's tenant, a guarantor's recourse.
      '商户销售的商品存在质量问题的，商户应承担全部责任，与出租方无关。',
      '甲方代偿后，乙方不得以任何理由拒绝甲方的追偿。',
    ],
  },
  // Anticipated before round 36 (decision 246): the lead's own risk and fair clauses, each written on its own.
  'general.family.sale-breaks-lease': {
    hit: [
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '租赁期间仓库因出租人以房抵债而过户给债权人的，承租人应在一个月内迁出，不得要求新所有权人继续履行租约。',
      '商铺被法院司法拍卖的，本租赁合同自拍卖成交之日起终止，承租人无权以租赁关系对抗买受人。',
      // Moved from preemption-waiver (decision 248): the lease ended by a sale is this check's now.
      '出租人将房屋出售的，承租人应无条件腾退，不得以买卖不破租赁为由对抗买受人。',
      '出租人将房屋转让他人的，本租赁合同随即终止，承租人应立即搬离。',
      '承租人同意，租赁房屋的产权在合同履行期间发生转移的，本合同自动解除。',
      '租赁期内出租人将房屋出售给第三人的，本合同自动终止，承租人应在接到出租人通知之日起三十日内搬离。',
      '如甲方转让该商铺，甲方有权提前解除本合同，乙方不得以买卖不破租赁为由对抗受让人。',
      '厂房因出租方资产重组过户至关联公司名下的，租赁关系随即终止，承租方应无条件腾退。',
      '租赁车辆所有权发生变更时，出租人可随时收回车辆，承租人不得要求继续使用。',
      '仓库被法院拍卖的，本租赁合同即行失效，承租人须在十五日内迁出。',
      '业主出售房产后，新业主不承继本租约，租客应自行另找住处。',
      '房东将房屋卖出的，租赁合同自过户之日起解除，已付租金按日退还。',
      '物业易主时，出租人有权单方终止本协议，承租人应于一个月内交还房屋。',
    ],
    miss: [
      '租赁期内出租人出售房屋的，应提前三个月通知承租人，承租人在同等条件下享有优先购买权。',
      '租赁期内房屋所有权发生变动的，不影响本合同的效力，由受让人继续履行本合同。',
      '承租人未经出租人同意不得转让、转租租赁物，否则出租人有权解除合同。',
      '租赁期满后，承租人应在十日内搬离并交还房屋。',
      '出租人出售房屋时，应在买卖合同中约定由买受人承继本租赁合同。',
      '乙方擅自将租赁物出售或设定抵押的，甲方有权解除合同并要求赔偿。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '本合同签订前租赁厂房已设定抵押并办理登记，出租人已书面告知承租人；抵押权实现时，租赁关系不得对抗已登记的抵押权。',
      '抵押权实现导致厂房所有权转移的，本租赁合同继续有效，由受让人承继出租人的权利义务。',
    ],
  },
  'general.family.lessee-death-termination': {
    hit: [
      '承租人在租赁期内死亡的，本合同自动终止，其家属应于十五日内搬离。',
      '乙方在租期内因病去世的，甲方有权收回房屋，乙方的共同居住人不得继续居住。',
      '租户身故的，租赁关系随即解除，屋内物品由其继承人在七日内清空。',
      '承租人死亡后，其配偶、子女无权要求按原合同继续承租。',
      '房客过世的，出租人可立即终止合同并收回公寓。',
      '承租方（个体工商户业主）亡故的，本门面租赁合同当然终止，共同经营人应在一个月内腾退。',
    ],
    miss: [
      '承租人在租赁期内死亡的，与其生前共同居住的人可以按照原租赁合同继续租赁该房屋。',
      '乙方死亡且无共同居住人的，本合同终止，甲方应会同乙方继承人清点屋内物品。',
      '承租人去世后，其继承人有权按原条件继续承租至租期届满。',
      '出租人死亡的，其继承人应继续履行本合同。',
      '承租人违约的，出租人有权解除合同并收回房屋。',
    ],
  },
  'general.family.death-cover-without-consent': {
    hit: [
      '公司为全体员工投保以身故为给付条件的团体意外险，无需取得员工本人同意。',
      '借款人签署本合同即视为同意贷款人为其投保定期寿险并认可保险金额，受益人为贷款人。',
      '学校可为在校学生统一投保意外伤害保险，由学校代为签字确认，不必另行征得学生同意。',
      '用人单位为驾驶员投保的人寿保险，保险金额由单位确定，未经驾驶员本人同意亦不影响保险效力。',
      '平台为骑手投保的身故保障由平台统一代签投保单，骑手无需签名。',
      '会员入会即表示同意俱乐部以其为被保险人投保含死亡责任的意外险。',
    ],
    miss: [
      '以死亡为给付保险金条件的保险，须经被保险人书面同意并认可保险金额后方可投保。',
      '公司为员工投保意外伤害保险，受益人为员工本人或其法定继承人。',
      '父母为其未成年子女投保的人身保险，不受前款规定限制。',
      '投保人应如实填写被保险人的健康状况，并由被保险人本人在投保单上签字。',
      '被保险人身故的，保险人按照合同约定向受益人给付保险金。',
    ],
  },
  'general.family.unsafe-order-refusal-penalised': {
    hit: [
      '员工拒绝服从班组长的生产安排（包括冒险作业指令）的，公司有权按旷工处理并扣发当月奖金。',
      '台风暴雨天气骑手拒绝接单配送的，平台有权暂停派单七日并扣减服务分。',
      '施工人员以存在安全隐患为由拒不执行项目部指令的，视为严重违反规章制度，公司可解除劳动合同。',
      '作业过程中即使发现险情，工人亦不得擅自停止作业或撤离现场，否则按旷工论处。',
      '司机拒绝执行超载运输任务的，每次罚款五百元。',
      '矿工不服从带班人员下井安排的，一律降职处理，不论井下是否存在危险。',
      '员工不得以高温、有毒气体泄漏等理由擅自离岗，违者视为自动离职。',
    ],
    miss: [
      '劳动者拒绝用人单位管理人员违章指挥、强令冒险作业的，不视为违反劳动合同。',
      '从业人员发现直接危及人身安全的紧急情况时，有权停止作业或者在采取应急措施后撤离作业场所。',
      '公司不得因员工拒绝冒险作业而降低其工资或者解除劳动合同。',
      '员工违反安全操作规程造成事故的，公司可依照规章制度给予处分。',
      '遇有险情时，现场负责人应当立即组织人员撤离。',
    ],
  },
  // Anticipated before round 36 (decision 244): the writer's own risk and fair clauses, each written on its own.
  'general.family.early-or-excess-delivery-forced': {
    hit: [
      '出卖人可根据生产安排提前交货，买受人不得拒绝收货，并应按合同约定的价格支付货款。',
      '乙方实际交付数量超出订单数量的，超出部分甲方应一并接收并按合同单价付款。',
      '供方交货数量允许超过订货量百分之二十，需方应全部验收入库并结算货款，不得退回。',
      '卖方有权在约定交货期前任何时间交付货物，买方应予接收，因提前交货产生的仓储费用由买方承担。',
      '多交的货物视为买方已接受，买方应按本合同价格支付价款。',
      '供货商超量供货的，采购方不得以超出订单为由拒收，超出部分货款随当期货款一并支付。',
      '出卖人提前交付标的物的，买受人应当接收，付款期限相应提前。',
      '需方无权拒收供方提前或超量发送的货物。',
      '承揽人提前完成并交付定作物的，定作人应当受领并提前支付剩余报酬。',
      '乙方交付的苗木数量超出约定数量的，甲方须照单全收，超出部分按每株30元结算。',
      '供货方可以在交货期前十五日内提前送货，采购方应安排卸货并签收，不得以未到交货期为由拒收。',
      '甲方（卖方）提前发货的，乙方应在货到后三日内验收并付款，不得要求延后至约定交货期。',
      '卖方多交的部分，买方如不接收，应负责保管并支付保管费用，且仍须支付该部分货款。',
      // Second pass, fresh wordings written after the first rule ran.
      '卖方可视库存情况提前发运，买方收到后即应按发票金额付款。',
      '供应商实际供货量超过采购订单的，超出部分视同采购方已订购，采购方应当付款。',
      '乙方提前交付设备的，甲方应当自乙方通知之日起五日内组织验收。',
      '出卖方按不超过订货数量110%的数量发货，买受人应按实际发货数量全额付款。',
      '供方可分批或提前供货，需方不得拒收。',
      '如乙方提前十日交货，甲方亦应收货并于收货当日付清全款。',
      '经销商须接收厂家超出订单数量发出的货物，并按出厂价付款。',
    ],
    miss: [
      // The statute's own default (民法典第六百二十九条).
      '出卖人多交标的物的，买受人可以接收或者拒绝接收多交的部分；接收的，按照约定的价格支付价款，拒绝接收的，应当及时通知出卖人。',
      '卖方提前交货须经买方书面同意，未经同意提前交付的，买方有权拒收，因此增加的费用由卖方承担。',
      '供方超出订单数量交付的货物，需方有权拒收，拒收部分由供方自费取回。',
      '交货数量允许有正负百分之三的溢短装，按实际交货数量结算。',
      '买方应在货物到达后三日内验收，验收合格后支付货款。',
      '卖方逾期交货的，每逾期一日按货款的千分之一支付违约金。',
      // Conforming to 民法典第五百三十条: early delivery that harms nothing, its costs on the seller.
      '出卖人提前交付不损害买受人利益的，买受人应予接收，提前交付增加的费用由出卖人负担。',
      '乙方不得提前或超量交货，否则甲方有权拒收。',
      '借款人可以提前还款，出借人不得拒绝，提前还款的利息按实际借款天数计算。',
      // Second pass, fresh fair wordings.
      '买方可以接受卖方提前交付的货物，也可以拒绝。',
      '卖方应于2024年5月1日前交货，不得提前或延后。',
      '买方要求提前交货的，应提前十日书面通知卖方，卖方同意后，买方应按约定价格付款。',
      '卖方交货后，买方应在七日内组织验收，验收合格后十日内支付货款。',
      '卖方提前交货的，买方可以拒绝接收，也可以接收后按原约定的付款期限付款。',
      '供方超量交付的部分，需方如接收，应按合同单价结算。',
      '供电企业应当按照国家规定的电能质量标准安全供电。',
      '承包人提前竣工的，发包人应按约定支付提前竣工奖励。',
    ],
  },
  'general.family.structural-warranty-curtailed': {
    hit: [
      '承包人对本工程地基基础和主体结构的保修期为五年，自竣工验收合格之日起计算。',
      '工程竣工验收合格满两年后，施工单位不再承担任何保修责任，包括地基基础工程和主体结构工程。',
      '乙方对主体结构工程的质量保修期为竣工后二十四个月。',
      '本工程全部保修项目（含基础、主体结构、屋面防水）的保修期统一为一年。',
      '发包人已扣留的质量保证金返还后，承包人对工程质量不再承担保修义务。',
      '工程交付后出现的墙体开裂、地基沉降等问题，由发包人自行维修，承包人不承担维修责任。',
      '施工方仅对屋面防水工程承担两年保修责任，地基基础和主体结构不在保修范围之内。',
      '房屋建筑的地基基础、主体结构保修期限为10年。',
      '竣工验收合格后，工程出现的任何质量问题均由建设单位自行处理，施工单位不承担保修和赔偿责任。',
      '总包方对地基与基础工程的保修期限为三年，期满后发现的质量缺陷与总包方无关。',
      '承包人的保修责任以工程保修金为限，保修期满或保修金用尽后承包人不再承担修复义务。',
      '钢结构厂房的主体结构保修期为竣工验收后一年。',
      '双方约定本工程不设保修期，工程经验收合格即视为承包人的质量责任履行完毕。',
      // Second pass, fresh wordings written after the first rule ran.
      '工程质量保修期为竣工验收合格后两年，保修期满后承包人不再承担任何质量责任。',
      '施工方对房屋主体结构提供八年质保。',
      '地基基础和主体结构工程保修期：三十年。',
      '工程移交后，任何维修事项均由业主方自行负责，与施工单位无关。',
      '本工程的保修范围不包括地基基础和主体结构。',
      '装修公司对房屋承重墙体的维修责任自交付之日起一年内有效，期满后由业主自行维修。',
    ],
    miss: [
      '地基基础工程和主体结构工程的保修期限为设计文件规定的该工程合理使用年限。',
      '屋面防水工程、有防水要求的卫生间和外墙面的防渗漏保修期为五年。',
      '电气管线、给排水管道和设备安装工程的保修期为两年。',
      '供热与供冷系统的保修期为两个采暖期、供冷期。',
      '质量保证金的返还不免除承包人在保修期内的保修义务。',
      '承包人应在接到保修通知后七日内派人维修，逾期未派人的，发包人可委托他人维修，费用从质量保证金中扣除。',
      '因使用人不当使用或擅自改动主体结构造成的损坏，承包人不承担保修责任。',
      '主体结构的施工必须由承包人自行完成，不得分包。',
      '缺陷责任期为24个月，缺陷责任期满后，承包人仍应按照保修书的约定承担保修责任。',
      '装修工程的保修期为二年，自竣工验收合格之日起算。',
      // Second pass, fresh fair wordings.
      '承包人应当按照国家规定对地基基础和主体结构工程承担保修责任。',
      '保修期满后，发包人应在十四日内返还质量保证金。',
      '承包人对地基基础和主体结构的质量在合理使用年限内承担保修责任。',
      '发包人不得擅自变动房屋建筑主体和承重结构。',
      '承租人不得拆改房屋主体结构，否则应恢复原状并赔偿损失。',
      '工程竣工验收合格后，发包人应在二十八日内支付至合同价款的97%。',
      '设备交付后一年内出现质量问题的，由卖方免费维修。',
    ],
  },
  'general.family.freight-kept-after-fm-loss': {
    hit: [
      '货物在运输途中因不可抗力灭失的，承运人已收取的运费不予退还。',
      '因不可抗力导致货物毁损、灭失的，托运人仍应按约定全额支付运费。',
      '运输过程中发生地震、洪水等不可抗力致使货物全部灭失的，承运方有权收取全部运费。',
      '无论货物是否因不可抗力在途灭失，运费均按托运单载明的金额结算，托运人不得要求减免。',
      '货物因台风随船沉没的，船东仍有权向货主收取全程海运费。',
      '预付运费一经支付概不退还，即使货物在运输过程中因自然灾害灭失。',
      '因不可抗力造成货物灭失的，承运人不承担赔偿责任，但托运人应支付已发生的全部运费。',
      '托运人应于发货时付清运费，货物因不可抗力在途灭失的，该运费作为承运人的收入，不予返还。',
      '快件在寄递途中因不可抗力丢失的，快递公司不退还已收取的寄递费用。',
      '乙方（承运人）在运输途中遇不可抗力致使货物灭失的，甲方仍须支付百分之五十的运费。',
      '铁路运输中因泥石流等自然灾害造成货物灭失的，运费照收。',
      '货物在途中因战争等不可抗力事件灭失的，物流公司有权按原约定运价向托运方主张运费。',
      // Second pass, fresh wordings written after the first rule ran.
      '货物在运输途中因不可抗力毁损灭失的，承运人免责，运费不予退回。',
      '因暴雨导致货物全损的，托运人仍须承担运输费用。',
      '如遇不可抗力造成货物灭失，已付运费作为承运人的损失补偿，不再退还。',
    ],
    miss: [
      // The statute's own wording (民法典第八百三十五条).
      '货物在运输过程中因不可抗力灭失，未收取运费的，承运人不得请求支付运费；已经收取运费的，托运人可以请求返还。',
      '因不可抗力导致货物灭失的，承运人不承担赔偿责任，已收取的运费应予退还。',
      '货物因不可抗力灭失的，双方互不承担违约责任，托运人已预付的运费由承运人全额返还。',
      '货物安全运抵目的地后，托运人应在三日内付清全部运费。',
      '因承运人原因造成货物灭失的，承运人应赔偿货物损失，并退还已收取的运费。',
      '托运人逾期支付运费的，承运人有权留置相应的运输货物。',
      '因不可抗力导致运输延误的，承运人不承担逾期责任，运费按原约定支付。',
      '因不可抗力不能履行运输合同的，任何一方均可解除合同，运费按实际运输里程结算。',
      // Second pass, fresh fair wordings.
      '货物因不可抗力灭失的，承运人免收运费，已收取的运费全额退还托运人。',
      '因不可抗力导致货物灭失的，承运人不承担赔偿责任，托运人应自行投保货物运输险。',
      '货物在运输途中灭失的，承运人应按货物实际价值赔偿，运费不再收取。',
    ],
  },
  'general.family.price-discrimination-by-profile': {
    hit: [
      '平台有权根据用户的消费记录、浏览习惯和设备类型，对不同用户展示不同的商品价格。',
      '本平台将依据会员的历史消费能力和购买频次，为其单独确定服务价格，同一商品对不同会员的报价可能不同。',
      '乘客使用高端机型下单的，网约车平台可适当上浮计价标准。',
      '酒店预订价格由系统根据用户画像自动生成，老用户的价格可能高于新用户，用户对此不得提出异议。',
      '甲方可根据乙方的个人特征、消费偏好及支付意愿，对乙方适用差异化的价格和优惠条件。',
      '用户同意，平台可利用算法分析其个人信息，对其实行个性化定价。',
      '对于复购率高、价格敏感度低的客户，商家有权提高其商品售价，不另行通知。',
      '本应用根据用户所在位置、使用的终端设备及会员等级综合测算票价，不同用户同一时间购买同一航班的价格可能不同。',
      '运营方可基于用户的行为数据和信用评分，对不同用户设定不同的配送费标准。',
      '外卖平台可根据用户的下单频率调整其配送费，下单越频繁的用户配送费标准可相应提高。',
      '商家可以根据消费者的浏览记录和购买历史，向其推送高于其他消费者的价格。',
      '在线旅游平台依据用户设备（如苹果手机或安卓手机）区分显示酒店房价。',
      // Second pass, fresh wordings written after the first rule ran.
      '平台可以根据用户的会员等级和历史订单，为不同用户提供不同的价格。',
      '本公司有权依据客户的消费数据，对同一套餐向不同客户收取不同的月费。',
      '酒店对通过苹果手机预订的客人按较高房价收费。',
      '平台可基于对用户支付能力的评估，调整向其展示的商品价格。',
      '系统会根据您的常用设备和过往消费金额为您匹配专属价格。',
      '平台有权对高频用户适当提高服务费收取标准。',
    ],
    miss: [
      '平台对所有用户在同一时间、同一条件下购买同一商品或服务实行统一价格，不因用户的消费记录、设备类型等个人特征而差别定价。',
      '平台向用户推送个性化推荐时，同时提供不针对其个人特征的选项，用户可以随时关闭个性化推荐。',
      '新注册会员可享受首单九折优惠，优惠规则在活动页面公示，对所有新会员一视同仁。',
      '会员等级按累计消费金额确定，各等级对应的折扣标准在会员章程中公布。',
      '保险费率根据被保险人的年龄、健康状况和风险等级依法厘定。',
      '平台利用自动化决策作出对用户权益有重大影响的决定的，用户有权要求平台予以说明。',
      '商品价格以下单时页面标示的价格为准，平台不得在标价之外加价出售。',
      '平台不得利用用户的个人信息，对其在交易价格等交易条件上实行不合理的差别待遇。',
      '快递费根据寄件重量、体积和寄送距离计算，按公布的价目表收取。',
      // Second pass, fresh fair wordings.
      '平台根据商品的成本和市场供求情况确定价格，并在页面明码标价。',
      '我们会根据您的浏览记录向您推荐可能感兴趣的商品，您可以在设置中关闭个性化推荐。',
      '用户可以根据自己的消费习惯选择不同的套餐，各套餐价格在官网公布。',
      '平台将根据商户的经营类目收取不同的技术服务费，费率见附件。',
      '新用户首次下单可享受立减10元优惠。',
      '用户的个人信息仅用于订单配送，平台不会据此调整价格。',
    ],
  },
  'general.family.farmland-recovered-midterm': {
    hit: [
      '承包期内，发包方可根据村集体发展需要收回部分或全部承包地，承包方应无条件交回。',
      '承包户全家迁入城镇落户的，发包方有权收回其承包的耕地。',
      '妇女出嫁到外村的，其原承包地由村集体收回另行发包。',
      '承包期内，村民委员会每五年根据各户人口增减情况对承包地进行一次调整，承包方不得拒绝。',
      '乙方家庭成员转为非农业户口的，甲方可以相应调减乙方承包地面积。',
      '承包方外出务工连续两年以上的，发包方有权收回承包地另行发包，不予补偿。',
      '本村妇女离婚后迁出本村的，其名下承包土地由发包方收回。',
      '甲方因招商引资需要，可随时提前收回乙方承包的土地，乙方不得阻挠。',
      '承包方拖欠村集体款项的，发包方可以收回承包地抵顶欠款。',
      '承包期间，村集体经济组织有权视土地利用情况对承包方的承包地进行调整或置换。',
      '承包户子女考入大学并将户口迁出的，发包方应收回该子女名下的承包地。',
      '乙方承包期内举家迁往县城居住的，甲方有权无偿收回其承包的林地。',
      '遇洪水等自然灾害毁损承包地的，发包方有权自行调整各户的承包地。',
      // Second pass, fresh wordings written after the first rule ran.
      '承包期内村集体可因建设需要收回承包方的责任田，另行安排。',
      '承包户户口迁出本村的，其承包地自动收归村集体所有。',
      '女方出嫁的，承包地由娘家所在村收回。',
      '发包方根据人口变化情况每三年对承包田进行小调整。',
    ],
    miss: [
      // A lender taking back the land right pledged to it is collateral forfeiture, not the issuing party's recovery.
      '农户以承包地的经营权向银行设定抵押，借款到期未还的，经营权由贷款人收回并另行转包。',
      '承包期内，发包方不得收回承包地，承包方进城落户的，可以按照自愿有偿原则依法在本集体经济组织内转让土地承包经营权或者将承包地交回发包方。',
      '承包期内，妇女结婚，在新居住地未取得承包地的，发包方不得收回其原承包地。',
      '承包期内因自然灾害严重毁损承包地需要适当调整的，须经村民会议三分之二以上成员同意，并报乡镇人民政府和县级人民政府农业农村主管部门批准。',
      '承包方自愿交回承包地的，应当提前半年以书面形式通知发包方，并有权获得其对承包地投入的相应补偿。',
      '土地经营权流转期限届满后，受让方应将土地交还承包方，地上附着物按约定处理。',
      '承包方应当维持土地的农业用途，未经依法批准不得用于非农建设。',
      '国家依法征收承包地的，承包方有权依法获得相应补偿。',
      '发包方有权收回承包人承包的工程并另行发包，承包人应在七日内撤场。',
      // Statute sentences that fired before the rule asked for a term (民法典261、336，农村土地承包法29、57，调解仲裁法2).
      '（二）个别土地承包经营权人之间承包地的调整；',
      '因自然灾害严重毁损承包地等特殊情形，需要适当调整承包的耕地和草地的，应当依照农村土地承包的法律规定办理。',
      '下列土地应当用于调整承包土地或者承包给新增人口：',
      '（二）违反本法规定收回、调整承包地；',
      '（五）以划分“口粮田”和“责任田”等为由收回承包地搞招标承包；',
      '（六）将承包地收回抵顶欠款；',
      '（三）因收回、调整承包地发生的纠纷；',
      // Second pass, fresh fair wordings.
      '承包期内，发包方不得以承包方进城落户为由收回承包地。',
      '发包方应当尊重承包方的生产经营自主权，不得干涉承包方依法进行正常的生产经营活动。',
      '承包方有权依法自主决定土地经营权是否流转。',
      '发包方有权监督承包方依照承包合同约定的用途合理利用和保护土地。',
      '承包地被依法征收的，承包方有权获得相应补偿。',
    ],
  },
  'general.family.one-sided-discretion': {
    hit: [
      '出租人可根据自身需要随时更换门锁，承租人不得提出异议。',
      '平台有权自行决定下架商户的任何商品，商户不得要求任何赔偿。',
      '特许人可以根据其经营安排随时调整加盟商的经营区域，加盟商应无条件服从。',
      '甲方有权随时调取乙方的监控录像，乙方不得拒绝。',
      '用工单位可随时将派遣员工退回派遣单位，派遣单位不得提出异议。',
      '开发商有权不经业主同意变更小区规划，业主无权提出异议。',
      '甲方有权随时要求乙方增派人员，由此增加的费用由乙方自行承担。',
      '委托方有权随时更换受托方指派的项目负责人，受托方不得拒绝。',
      // The right and the discretion apart in one sentence (decision 220).
      '开发商可视情况调整小区绿化面积，业主不得提出异议。',
      '平台可以根据运营需要关闭店铺，商家自行承担由此产生的损失。',
      '学校认为有必要时可以调整学生的宿舍，学生应无条件服从。',
      '出租人可以根据需要在房屋外墙设置广告，承租人不得干涉。',
      '用工单位可以根据生产需要安排派遣员工加班，派遣员工不得拒绝。',
    ],
    miss: [
      '出租人需要进入房屋维修的，应提前二十四小时书面通知承租人。',
      '任何一方不得随意变更合同内容，如需变更应经双方协商一致。',
      '甲方有权根据工程进度随时检查施工质量，乙方应予配合。',
      '乙方逾期付款的，甲方有权随时解除合同，乙方不得提出异议。',
      '平台可以根据用户的申请随时为其注销账户。',
      '双方可以根据需要协商调整工作安排。',
      '乙方可以根据自身需要选择付款方式。',
      '学生可以根据自身情况申请调换宿舍，学校应在合理期限内答复。',
      '出租人因维修需要进入房屋的，应提前通知承租人，由此给承租人造成的损失由出租人承担。',
    ],
  },
  'general.family.gag-clause': {
    hit: [
      '学员在网上发布负面评论的，培训机构有权收回已发放的奖学金。',
      '租客在点评网站给出差评的，房东可以没收押金。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '消费者不得在任何网络平台发布对本店的负面评价，否则应赔偿本店商誉损失五万元。',
      '乙方承诺不向市场监督管理部门、消费者协会投诉甲方。',
      '员工离职后不得向劳动保障监察机构举报公司的用工情况。',
      '租户就房屋问题只能向出租人反映，不得向房管部门或新闻媒体投诉。',
      '未经物业公司同意，业主不得就物业费问题向街道或住建部门信访。',
      '病人不得在微博、微信等社交媒体上发表有关诊所的评论。',
      '学员保证不对本机构的课程作出差评，否则须支付违约金二千元。',
      '用户不得以任何方式公开批评平台的收费标准。',
      '家长同意，不以任何形式在网络上对幼儿园作出负面评价。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '消费者不得因商品质量问题向市场监管部门投诉，否则须支付违约金三千元。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '学员不得将培训过程及考试结果在网络上公开或者向媒体披露，否则机构保留追究其责任的权利。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '患者承诺不向卫生健康部门投诉本院诊疗行为，如有纠纷由双方协商处理。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '患者不得就本次治疗结果在任何网络平台发表负面评价。',
      '员工离职后不得向劳动监察部门反映公司的用工问题。',
      '游客不得在任何媒体上发表对旅行社不利的言论，否则应承担违约责任。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '住客退房后不得在订房平台给出差评，否则押金不予退还。',
      '客户在网络上发布对本公司不利评价的，应向本公司支付违约金三千元。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '家长不得将园内发生的任何事件向教育主管部门反映。',
      '员工在职及离职后均不得在任何社交媒体上发表对公司不利的言论。',
      '购房人不得因交房延期向住建部门投诉或向媒体反映。',
      '学员对课程不满意的，只能向学校内部反映，不得在网络上发布差评。',
    ],
    miss: [
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '双方均不得捏造、散布虚假事实损害对方商誉。',
      '用户发布的评价应当客观、真实，不得含有侮辱、诽谤内容。',
      '甲方不得因乙方投诉或者举报而降低服务标准或者解除合同。',
      '平台不得删除消费者对商品的评价。',
      '消费者可以向消费者协会或者市场监督管理部门投诉。',
      '乙方不得向任何第三方披露甲方的商业秘密。',
      '对投诉处理结果不服的，客户可以向有关行政部门申诉。',
      '物业公司应在收到业主投诉后三日内答复，不得拒绝处理投诉。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '买家可以就商品质量问题向消费者协会投诉。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '双方均不得向媒体发布有关本合同争议的信息。',
    ],
  },
  'general.family.force-majeure-skewed': {
    hit: [
      // Round 36 read (decision 249): the lead's own wordings of the meanings the first run missed.
      '遇不可抗力的，仅卖方可免于承担迟延交货责任，买方的付款义务不因任何情况延后。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '因原材料价格上涨、供应商延迟供货或生产设备故障导致卖方迟延交货的，视为不可抗力，卖方不承担违约责任。',
      '本合同所称不可抗力包括但不限于市场行情变化、资金周转困难等情形。',
      '承租人不得以不可抗力为由要求减免租金。',
      '平台因系统升级、服务器维护导致服务中断的，均按不可抗力处理，平台不承担任何责任。',
      '甲方内部审批流程调整、人员变动造成的延误，属于不可抗力。',
      '发生不可抗力时，是否构成不可抗力以及影响程度由甲方认定。',
      '即便承包人已迟延履行，其后发生的不可抗力仍免除承包人的责任。',
      '乙方员工罢工、停工的，视为不可抗力。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '因公司经营战略变化导致本合同无法履行的，视为不可抗力，公司不承担责任。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '因门票销量不理想或嘉宾档期冲突导致活动取消的，视为不可抗力，主办单位免责。',
      '开发商融资款未能按期到位的，视为不可抗力，开发商逾期交房不承担责任。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '卖方逾期交货期间遭遇不可抗力的，卖方仍可以主张全部免除责任。',
      '地震、洪水等不可抗力不得作为借款人迟延还款的理由。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '因原材料价格大幅上涨导致卖方无法按约供货的，视为不可抗力，卖方不承担违约责任。',
      '不可抗力的认定以甲方书面确认为准。',
      '卖方迟延交货期间遇到疫情管控的，卖方仍可以主张全部免除违约责任。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '卖方迟延发运后发生的台风，仍构成卖方的免责事由。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '某一事件能否认定为不可抗力，由承运人结合现场情况自行判断。',
      '停电、网络中断等情形是否构成不可抗力，以平台依据运营情况作出的认定为准，用户不得异议。',
      '不可抗力的认定以卖方的书面意见为准。',
    ],
    miss: [
      '发生不可抗力的，受不可抗力影响的一方可以免除相应责任。',
      // Round-16 meanings in the lead's own words (decision 224), not the round-16 sentences.
      '不可抗力是指不能预见、不能避免且不能克服的客观情况，包括地震、台风、洪水、战争等。',
      '因不可抗力不能履行合同的，根据不可抗力的影响，部分或者全部免除责任，但法律另有规定的除外。',
      '受不可抗力影响的一方应当及时通知对方，并在合理期限内提供证明。',
      '当事人迟延履行后发生不可抗力的，不免除其违约责任。',
      '原材料价格上涨、供应商延迟供货不属于不可抗力，卖方仍应按期交货。',
      '不可抗力的范围不包括资金周转困难和设备故障。',
      '任何一方不得以不可抗力为由拒绝履行已到期的付款义务。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '任何一方迟延履行后发生不可抗力的，不免除其违约责任。',
      '不可抗力不能作为任何一方拒绝履行付款义务的理由。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '卖方迟延交货期间遇到疫情管控的，不免除卖方的迟延交货责任。',
      // Round-41 meanings in the lead's own words (decision 256), not the round-41 sentences.
      '不可抗力事件是否成立，由双方根据有关机构出具的证明共同认定。',
      '受不可抗力影响的一方应在十五日内向对方提供有关机构出具的证明。',
    ],
  },
  'general.family.non-party-liability': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '本合同由乙方法定代表人签字的，法定代表人对乙方在本合同项下的全部债务承担连带责任。',
      '经办人在本合同上签字即视为同意为买方的付款义务提供连带保证。',
      '借款人的配偶自动成为本合同的共同借款人。',
      '代表承租方签约的负责人个人对拖欠的租金承担连带清偿责任。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '卖方的关联公司对卖方在本合同项下的交货义务承担连带责任。',
      '租户的配偶及子女视为本合同的共同承租人，对租金承担连带责任，无论其是否签字。',
      '借款人确认本借款为夫妻共同债务，其配偶对借款本息承担共同还款责任。',
      '学生的父母及推荐人对学生所欠学费承担连带清偿责任。',
      '承包方的法定代表人对承包方的全部债务承担连带清偿责任，无需另行签署担保文件。',
      '签约代表以公司名义签署本合同的同时，即以个人名义对公司的付款义务承担连带责任。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '承租方的母公司应与承租方共同承担本合同项下的付款责任。',
      '中间人对买方的付款义务承担连带清偿责任。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '公司法定代表人对公司在本合同项下的全部债务承担连带清偿责任。',
      '承租人的配偶及同住家属对承租人的欠租承担连带责任。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '借款人的父母自愿对本借款承担连带还款责任，无需另行签署保证合同。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '借款人的实际控制人对本合同项下全部债务承担无限连带责任，无需另行签署担保文件。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '供应商的业务员对本合同项下货款的支付承担连带保证责任。',
      '施工单位的项目负责人对工程款的退还承担个人连带责任。',
    ],
    miss: [
      '保证人以保证人身份另行签署保证合同，对借款人的债务承担连带保证责任。',
      '法定代表人以公司名义签订本合同，其法律后果由公司承担。',
      '股东未按期足额缴纳出资的，应当依照公司法的规定承担责任。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '法定代表人以保证人身份另行签署保证合同的，对公司债务承担连带保证责任。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '双方应共同承担因不可抗力造成的损失。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '公司法定代表人以保证人身份另行签署保证合同的，按保证合同承担责任。',
      // Round-38 meanings in the lead's own words (decision 253), not the round-38 sentences.
      '施工单位的项目负责人应当对工程质量进行全过程管理，并按规定签署验收文件。',
    ],
  },
  'general.family.upfront-deduction': {
    hit: [
      // Round 37 read (decision 250): the lead's own wordings of the meanings the first run missed.
      '借款金额为人民币20万元，出借人在放款当日即从中收取人民币2万元作为服务费。',
      '借款到账后，借款人应当场将其中人民币3万元交回出借人作为首期资金使用费。',
      '出借人转账人民币100万元后，借款人须于当日以现金方式返还人民币8万元作为居间费用，本金仍按100万元计算。',
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '出借人在发放借款时预先扣除第一期利息和服务费，借款人按合同约定的借款本金计付利息。',
      '借款本金为十万元，出借人实际支付九万元，其余一万元作为利息。',
      '平台收取的咨询费从借款本金中一次性扣除。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '借款期限一年，年利率百分之八，全年利息在放款当日从本金中一次性扣收。',
      '放款时贷款人从借款金额中扣收百分之三的手续费，借款人仍按合同金额还本付息。',
      '出借人实际转账八万五千元，另一万五千元作为利息已预先扣除，借条记载借款十万元。',
      '融资租赁公司支付的融资款中预先扣除保证金和首期租金，承租人的租金按全额融资款计算。',
      '借款人同意出借人在放款时直接扣除服务费，该扣款不影响借款人按合同金额还款。',
      '借款二十万元，出借人出借时一次性扣除三个月利息，借款人到期仍偿还二十万元本金。',
      '厂家向经销商提供的周转资金一百万元，放款时先行扣除两个月资金占用费。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '出借人实际出借时扣除服务费和保证金共计二万元，借款人仍应偿还合同约定的本金三十万元。',
      '租赁公司支付设备价款时，直接扣除承租人应付的保证金和首期租金，承租人仍按全部融资额计付租金。',
      '保理款发放前，保理商先行扣除全部保理费用，融资人按合同记载的融资本金到期还款。',
      '融资款发放前，融资租赁公司先行扣除融资期内的全部手续费用，承租人按合同记载的融资额还款。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '借款本金三十万元，出借人在放款时扣留五万元作为保证金，利息按三十万元计算。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '出借人放款时预扣首月利息及平台服务费，借款人按合同本金计息还款。',
      '贷款金额二十万元，扣除服务费一万元后实际发放十九万元，借款人按二十万元归还。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '贷款合同金额一百万元，贷款人实际放款九十二万元，差额八万元视为借款人预付的服务费。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '租赁公司向出卖人支付设备价款时先扣除承租人的保证金和首期租金，租金仍按全部设备价款计算。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '甲方向乙方出借三十万元，甲方实际转入二十七万元，其余三万元作为居间费留存，乙方仍按三十万元计息。',
      '双方签署借款合同时，出借人先行扣收两个月利息，借款人按合同载明本金还款。',
      '出租人支付租赁物购买价款时直接扣留保证金及首期租金，承租人按全部融资额支付租金。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '放款当日，出借人从本金中扣留两万元作为风险保证金，借款人按全额本金计息。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '贷款人在放款时按贷款金额的百分之五收取服务费，直接从贷款中扣除。',
      '出借人实际出借九十万元，另十万元作为本合同的咨询服务费，借款本金按一百万元计算。',
      '放款时出借人预扣第一个月利息，借款人按借款合同金额计息。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '借款本金十万元，审核费、上门费等五千元在放款时直接扣除，借款人按十万元还款。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '出借人交付借款时，借款人应将其中五万元作为保证金留存在出借人处，利息按全部借款计算。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '小额贷款公司放款时一次性扣收全部借款期间的服务费。',
    ],
    miss: [
      '借款人应于借款到期当日将本金及利息一并返还出借人。',
      '出借人应按实际出借金额计算利息，不得预先扣除任何费用。',
      '借款利息按实际出借金额计算，出借人不得预先在本金中扣除利息。',
      '借款人应于每月二十日支付当月利息。',
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '出借人应按合同约定的借款金额足额放款，不得预先扣除利息。',
      '借款利息按实际到账金额计算，每月二十日支付。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '融资款按合同约定金额足额发放，手续费另行按月支付。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '出借人应按合同约定金额足额放款，不得预先扣除利息。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '出借人应按合同约定的借款金额足额放款，借款利息自实际放款之日起按实际放款金额计算。',
    ],
  },
  'general.family.repair-shift': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '租赁期间房屋的一切维修，包括主体结构和管线的维修，均由承租人负责并承担费用。',
      '出租人不承担租赁期间房屋的任何维修义务。',
      '厂房屋面漏水、外墙脱落等全部维修由乙方自费负责。',
    ],
    miss: [
      '房屋主体结构的维修由出租人负责，因承租人使用不当造成的损坏由承租人负责修复。',
      '承租人负责房屋的日常维护和灯具等易耗品的更换。',
    ],
  },
  'general.family.public-shaming': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '乙方违约的，甲方有权在媒体、网络及行业内公布乙方的违约信息和负责人姓名。',
      '会员拖欠费用的，俱乐部可以将其姓名和照片张贴在公告栏。',
      '借款人逾期还款的，出借人有权在微信群、朋友圈曝光借款人的身份信息。',
    ],
    miss: [
      '借款人逾期还款的，贷款人依法向征信机构报送其信用信息。',
      '任何一方不得公开对方的商业秘密和个人信息。',
    ],
  },
  'general.family.resale-price': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '经销商的销售价格不得低于甲方规定的最低零售价。',
      '代理商应按照厂家统一的零售价格执行，不得擅自降价。',
      '经销商低价销售的，供货方有权扣除其当季返利并收取违约金。',
    ],
    miss: [
      '供货方提供的建议零售价仅供参考，经销商可以自主定价。',
      '产品的出厂价格为每件一百元。',
    ],
  },
  'general.family.payment-at-discretion': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '付款时间由甲方根据其资金状况自行安排。',
      '工程尾款的支付时间由发包人另行确定。',
      '买方在资金到位后向卖方支付剩余货款。',
    ],
    miss: [
      '甲方应于验收合格后三十日内支付合同价款。',
      '双方协商确定付款计划，最迟不晚于二〇二七年六月三十日付清。',
    ],
  },
  'general.family.prepayment-penalty': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 17 was read.
      '借款人不得提前还款；确需提前还款的，仍应支付全部借款期限的利息。',
      '借款人提前还款的，应按提前还款本金的百分之五支付违约金。',
      '提前结清贷款的，按合同约定的全部期限计收利息。',
    ],
    miss: [
      '借款人可以提前还款，利息按照实际借款的期间计算。',
      '借款人提前还款的，无需支付违约金或手续费。',
    ],
  },
  'general.family.improvements-forfeited': {
    hit: [
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '乙方在甲方园区内建设的光伏设施，自建成之日起归甲方所有，合同终止时甲方无需支付任何费用。',
      '出租人因自身原因提前收回房屋的，承租人的装修投入不予补偿。',
      '门店的装修和设备均由加盟商出资，合作终止后无偿归品牌方所有。',
      '承租人经同意安装的设施在合同解除时不得拆除，亦不得要求出租人补偿，无论解除是否因出租人违约。',
      '承包期内村集体因建设需要收回土地的，农户修建的大棚归村集体所有，不予补偿。',
      '本合同因任何原因终止的，承租人的装修和添附均无偿归出租人所有。',
      '合作方投放在诊所的设备，在合作期满或诊所提前终止合作时无偿归诊所所有。',
      '合作期内甲方因建设需要收回场地的，乙方修建的仓库等设施归甲方所有，甲方不给予任何补偿。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '租户自行投资改造的网络机房，在租约提前终止时归业主所有，业主不承担任何费用。',
      '合作经营协议终止的，合作方投入的厂房改造工程和生产设备无偿归园区所有。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '合作终止后，合作方出资的门店装修和设备全部归品牌方所有，合作方不得拆除。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '加盟经营终止的，加盟商投入的装修及设备均无偿归品牌方所有。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '合作方在医院院区内投资建设的体检楼，合作期满或医院提前收回场地时，无偿移交医院。',
      '乙方出资改建的仓库及配套设施，合同终止后一律归甲方所有，即便终止是因甲方违约。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '门店按品牌方标准装修的投入，在品牌方解除加盟时无偿归品牌方所有。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '发包人提前收回土地的，承包人建设的大棚和水渠由发包人无偿收回。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '承租人对房屋进行的装修改造，在租赁合同解除时无偿归出租人所有，出租人不予补偿。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '承租人在租赁土地上修建的大棚及灌溉设施，在出租人提前收回土地时归出租人所有，出租人不予补偿。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '租赁合同因出租人原因提前解除的，承租人的装修投入归出租人所有，出租人不予补偿。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '合同提前解除的，承租人的装修无偿归出租人所有，出租人无需给予补偿。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '承包人在承包地上修建的道路、水井，承包期内被发包人收回土地时一并归发包人所有，不予补偿。',
    ],
    miss: [
      // Round-17 meanings in the lead's own words (decision 224), not the round-17 sentences.
      '租赁期满，承租人的装修残值归出租人所有；因出租人原因提前解除合同的，出租人按装修残值给予补偿。',
      '承租人可以在租赁期满时拆除其自行添置的设施，并恢复房屋原状。',
      '因承租人违约解除合同的，承租人的装修不予补偿。',
      '租赁期满后，承租人的装修无偿归出租人所有。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '加盟终止时，加盟商投入的装修和设备由双方协商按残值折价补偿。',
      // Anticipated after round 26 (decision 229): more of the lead's own wordings, before round 27 was read.
      '发包人提前收回土地的，应按评估价值补偿承包人修建的道路和水井。',
    ],
  },
  'general.family.worker-rights-waiver': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 18 was read.
      '员工自愿放弃缴纳社会保险，公司将社会保险费以补贴形式随工资发放。',
      '员工加班的，公司不另行支付加班费。',
      '乙方确认放弃带薪年休假。',
      '员工在工作中受伤的，工伤由员工自行负责，与公司无关。',
    ],
    miss: [
      '公司依法为员工缴纳社会保险。',
      '公司安排员工加班的，依法支付加班工资。',
    ],
  },
  'general.family.foreign-law': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 18 was read.
      '乙方同意本合同适用香港特别行政区法律。',
      '本协议的管辖法律为新加坡法律。',
      '本合同受英格兰法律管辖并依其解释。',
    ],
    miss: [
      '本合同适用中华人民共和国法律。',
      '本合同的订立、效力、解释和履行均适用中国法律。',
    ],
  },
  'general.family.acceptance-discretion': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 18 was read.
      '产品是否验收合格以甲方是否满意为准。',
      '设计成果经委托方认为满意的即为合格。',
      '买方不满意的，有权拒收且不予付款。',
    ],
    miss: [
      '产品按国家标准进行验收，验收合格的由买方出具验收单。',
      '设计成果应符合本合同附件约定的技术参数。',
    ],
  },
  'general.family.blank-signature': {
    hit: [
      // Anticipated family (decision 224): the lead's own sentences, written before round 18 was read.
      '乙方应在空白的结算单上签字盖章并交甲方保管。',
      '借款人同意在空白借条上签名，由出借人填写借款金额。',
      '承包人应向发包人提供已盖章的空白授权委托书。',
    ],
    miss: [
      '双方不得要求对方在空白文件上签字。',
      '结算单应在金额填写完整后由双方签字确认。',
    ],
  },
  'general.family.preemption-waiver': {
    hit: [
      // Decision 248: the lead's own wordings — a sale at auction without notice, equal terms named without 优先, a land-use right.
      '出租人拍卖仓库时不必通知承租人。',
      '乙方承诺放弃在同等条件下购买该房屋的权利。',
      '土地经营权流转期满后，原受让方不享有优先续包的权利。',
      // Anticipated family (decision 224): the lead's own sentences, written before round 18 was read.
      '承租人放弃优先购买权。',
      '租赁期满，承租人不享有优先承租权。',
      '出租人出售房屋的，承租人无权主张优先购买的权利。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '合伙人转让其在合伙企业中的财产份额时，其他合伙人不得要求优先购买。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '出租方转让厂房的，无须提前通知承租方。',
      '其他股东承诺放弃对控股股东拟转让股权的优先购买权，并届时配合签署放弃声明。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '承租人同意，出租人出售房屋时承租人不行使优先购买权。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '租户对租期届满后的续租不享有优先权。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '承租人在此放弃对租赁房屋的优先购买权及优先承租权。',
      '其他合伙人不得对本合伙人向第三人转让的财产份额行使优先购买权。',
    ],
    miss: [
      '出租人出售房屋的，应提前三个月通知承租人，承租人在同等条件下享有优先购买权。',
      '出租人履行通知义务后，承租人在十五日内未明确表示购买的，视为承租人放弃优先购买权。',
      '卖方应取得租户放弃优先购买权的书面声明并交买方。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '租赁期间出租人出售房屋的，本租赁合同继续有效。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '出租方转让厂房的，应提前三个月书面通知承租方，承租方享有同等条件下的优先购买权。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '出租人出售房屋的，应在出售前合理期限内通知承租人，承租人在同等条件下享有优先购买权。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '其他合伙人可以在同等条件下对转让的财产份额行使优先购买权。',
    ],
  },
  'general.family.long-payment-term': {
    hit: [
      // Round 34 (decision 240): the lead's own wordings of the round's misses.
      '项目尾款待建设单位取得政府审计批复后支付，审计完成时间不确定的，付款时间顺延。',
      '发包人在工程竣工验收合格满三年后支付剩余百分之四十的工程款。',
      '采购方在到货后的第八个自然月月底支付货款。',
      '经销商于产品售出后的第四个对账周期向厂家结清货款。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '运输费在对账无误且甲方内部付款审批全部完成后支付，审批期间不视为甲方逾期付款。',
      '工程竣工验收后，发包人支付至结算价的百分之六十，其余款项待审计完成后三年内无息付清。',
      '服务费按季度汇总，由客户于下一季度结束后一百二十个工作日内支付。',
      '学校采购教学设备的货款，于设备使用满一年并经学校财务审核后支付。',
      '本集团对供应商的付款账期为月结二百四十天，供应商确认该期间内不构成逾期付款。',
      '买方于收到卖方发票后第二百日支付货款，该期间不计利息。',
      '设备调试完成后，剩余百分之五十的设备款待三年质保期满后支付。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '服务费于每个服务年度结束后十二个月内支付。',
      '工程竣工后，发包人在完成内部审计且审计结果经集团审批后支付结算款。',
      '分包工程款在总包工程竣工并完成审计后两年内分期支付。',
      '货款的付款期限为验收合格之日起八个月。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '发包方在履行完内部审核程序后支付进度款，审核期间不视为逾期付款。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '货款的支付以采购方完成年度财务审计为前提。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '当年度的维护费用按月结算，于下一年度年末前付清。',
      '设计费在项目结算经造价部门审计完毕后支付。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '货款在买方收货后一百八十日内付清。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '设计费尾款在审计部门出具审计报告后支付。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '工程进度款在每季度末经甲方内部审批流程全部完成后支付。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '分包工程款在总工程竣工验收后两年内分期付清，期间不计利息。',
      '服务费在服务期满后次年六月三十日前支付。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '发包人收到承包人的进度款申请后，依发包人内部付款程序办理支付，付款程序所需时间以发包人实际审批进度为准。',
      '客户在收到服务商的请款单后走内部报销流程付款，流程办理时限由客户视内部安排决定。',
      '货款经采购方财务审批后支付，审批所需期限由采购方自行掌握，不计入付款期限。',
    ],
    miss: [
      '项目尾款于审计批复后支付，审计批复时间不确定的，最迟不超过竣工验收后三十日支付。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '买方应于收到合格发票后三十日内支付货款。',
      '工程竣工结算后，发包人应在二十八日内支付至结算价的百分之九十七，剩余百分之三作为质保金于质保期满后支付。',
      '服务费按月结算，客户应于次月十五日前支付。',
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '服务费于每个服务年度结束后三十日内支付。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '当月的维护费用于次月十日前付清。',
      // Round-40 meanings in the lead's own words (decision 255), not the round-40 sentences.
      '甲方收到发票后履行内部审批流程，并于收到发票之日起三十日内付款。',
      '付款审批的时间由甲方自行安排，但最长不超过收到发票后十五个工作日。',
      '乙方按内部审批流程付款，付款时间根据工程进度确定。',
      // A deposit of months of rent against the term, which the reader used to catch without its share (decision 256).
      '租期两年，月租金一万元，承租人应于签约时支付相当于八个月租金的定金。',
    ],
  },
  'general.family.receivable-transfer-ban': {
    hit: [
      // Round 35 read (decision 243): the lead's own wordings of the meanings the first run missed.
      '乙方擅自转让本合同项下应收账款的，甲方有权扣除履约保证金。',
      '服务商将服务费收款权质押给银行的，平台可不予退还其缴纳的保证金。',
      '作者不得将其依本合同享有的版税转让给任何第三人，否则出版方有权暂停支付。',
      '代理商对厂家享有的年度返利不得转让或质押，违者取消返利资格。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '供货方将货款债权转让给第三方的，该转让对采购方不发生效力。',
      '分包方不得将其对总包方的工程款债权转让给他人，违反的，总包方可扣除转让金额的百分之十作为违约金。',
      '商户对平台的结算款只能由商户本人收取，商户将结算款债权转让或质押的，平台有权暂停结算。',
      '承运人不得将运费债权出售或转让给他人。',
      '出租方不得以对承租方的应收租金办理保理或质押，违者承租方有权解除合同。',
      '未经买方书面同意，卖方不得将本合同项下的应收账款转让给任何第三方，否则买方有权拒绝付款。',
      '农户对合作社享有的收购款不得转让，亦不得质押贷款。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '承运人将其对托运人的收款权转让他人的，该转让对托运人不发生效力。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '销售方将应收货款转让给保理公司的，须事先经采购方书面批准，否则采购方不确认该笔债权。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '承包人将工程款债权转让给第三方的，构成根本违约，发包人可拒付剩余工程款。',
      // Round-23 meanings in the lead's own words (decision 229), not the round-23 sentences.
      '承包人转让工程款债权的，发包人有权从应付工程款中扣除百分之五作为手续费。',
      '供货商不得以本合同项下应收账款办理融资，否则采购方有权解除合同。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '未经采购方书面同意，供应商不得将本合同项下的应收账款转让或者质押给任何第三方，否则转让对采购方不发生效力。',
      '承包人对发包人的工程款债权不得转让，否则发包人有权拒绝付款。',
      // Round-24 meanings in the lead's own words (decision 229), not the round-24 sentences.
      '服务商转让服务费债权的，应向客户支付转让金额百分之五的违约金。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '供应商不得以其对采购方的收款权利办理任何形式的融资。',
      // Anticipated after round 25 (decision 229): more of the lead's own wordings, before round 26 was read.
      '乙方对甲方的应收账款不得用于质押或保理，否则甲方有权暂停付款。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '供应商转让货款债权的，采购方仍可直接向供应商付款，不受转让通知的约束。',
    ],
    miss: [
      '乙方转让本合同项下权利义务的，应经甲方同意，否则甲方有权扣除保证金。',
      // Round-18 meanings in the lead's own words (decision 224), not the round-18 sentences.
      '未经对方书面同意，任何一方不得转让本合同项下的权利义务。',
      '供应商转让应收账款的，应当书面通知采购方，采购方向受让人付款。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '承包人将工程款债权转让的，应及时书面通知发包人。',
    ],
  },
  'general.family.invalidity-survival': {
    hit: [
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '施工合同被认定无效的，施工方仍应按本合同约定支付工期违约金。',
      '即使借款合同被认定无效，担保人仍对借款本息承担连带责任，本担保合同独立有效。',
      '本合同被撤销或者确认无效后，违约金条款仍然有效。',
      '双方确认，定金不予退还条款独立有效，不受本合同无效或者被撤销的影响。',
      '如本合同因未获批准而不生效，投资人仍有权要求原股东按本合同支付补偿款。',
      '本合同被认定无效的，租户仍应按约定租金支付全部租期的租金。',
      '保证人的保证责任不因主合同无效或者被撤销而受任何影响。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '担保合同的效力独立于借款合同，借款合同被撤销不影响担保人的付款责任。',
      '本协议被认定无效的，买方已付的预付款视为违约金由卖方收取。',
      // Round-21 meanings in the lead's own words (decision 227), not the round-21 sentences.
      '即使本协议被确认无效，出借人仍可按本协议约定收取逾期利息。',
      '不论本委托合同是否有效，客户都应向中介支付服务费。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '本协议因未办理登记而不生效的，不影响甲方依照本协议向乙方主张违约金。',
      // Anticipated after round 23 (decision 229): more of the lead's own wordings of the families weakest in first runs.
      '即使本合同被认定无效，借款人仍应按约定利率向出借人支付利息。',
      '本协议被撤销的，乙方已支付的保证金仍不予退还。',
      '无论本合同是否有效，乙方收取的服务费均不予退还。',
      // Anticipated after round 24 (decision 229): more of the lead's own wordings, before round 25 was read.
      '本合同因任何原因被确认无效的，甲方已收取的咨询费仍归甲方所有。',
      // Round-25 meanings in the lead's own words (decision 229), not the round-25 sentences.
      '本协议无论因何原因被认定无效，受让方均应按本协议约定的价款向转让方付款。',
      '本合同生效前，承租人违反约定的，仍应按本合同约定支付违约金。',
      // Round-26 meanings in the lead's own words (decision 229), not the round-26 sentences.
      '本合同因未获批准而不生效的，出租人仍有权没收承租人的保证金。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '本合同因未办理审批手续而无效的，乙方除返还已收款项外，还应按合同总价的百分之二十支付违约金。',
      '转让合同被撤销的，受让方除返还股权外，另须承担本合同约定的违约责任。',
    ],
    miss: [
      // Round-19 meanings in the lead's own words (decision 224), not the round-19 sentences.
      '本合同无效、被撤销或者终止的，不影响本合同中争议解决条款的效力。',
      '建设工程施工合同无效，但工程经验收合格的，发包人可以参照合同关于工程价款的约定折价补偿承包人。',
      '合同被确认无效后，双方应当返还因合同取得的财产，有过错的一方赔偿对方的损失。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '本合同被认定无效的，双方应当返还因本合同取得的财产，有过错的一方赔偿对方的损失。',
      // Round-20 meanings in the lead's own words (decision 227), not the round-20 sentences.
      '本合同任何条款被认定无效或者变更，不影响其他条款的效力。',
      // Round-22 meanings in the lead's own words (decision 229), not the round-22 sentences.
      '本合同无效的，不影响合同中独立存在的争议解决条款的效力。',
      // Round-39 meanings in the lead's own words (decision 254), not the round-39 sentences.
      '本合同因未办理审批手续而无效的，乙方应返还已收款项，有过错的一方应当赔偿对方因此所受到的损失。',
    ],
  },
});

describe('families: the stance decides whom a one-sided clause hurts', () => {
  const change = FAMILY_CHECKS.find((c) => c.id === 'general.family.unilateral-change')!;
  const head = '房屋租赁合同\n甲方（出租方）：王某\n乙方（承租方）：李某\n';
  const clause = '甲方有权根据市场行情随时调整租金，乙方不得提出异议。';

  it('reports a unilateral price change for the lessee, and for the neutral reader', () => {
    expect(runOne(change, head + clause, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(change, head + clause, 'lease', 'neutral')).toHaveLength(1);
  });

  it('does not report it to the lessor, whom it favours', () => {
    expect(runOne(change, head + clause, 'lease', 'lessor')).toHaveLength(0);
  });

  it('resolves role words written in the clause too (出租人 for 甲方)', () => {
    const byRole = '房屋租赁合同\n出租人（以下简称甲方）：王某\n承租人（以下简称乙方）：李某\n出租人可以随时提高租金。';
    expect(runOne(change, byRole, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(change, byRole, 'lease', 'lessor')).toHaveLength(0);
  });

  it('reports a burden on the lessee to the lessee only', () => {
    const lockIn = FAMILY_CHECKS.find((c) => c.id === 'general.family.lock-in')!;
    const text = head + '乙方在租赁期限内不得以任何理由提前解除合同。';
    expect(runOne(lockIn, text, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(lockIn, text, 'lease', 'lessor')).toHaveLength(0);
  });
});

// Round 4 meanings (decisions 197–198): development sentences written for these tests, not the eval's held-out ones.
describe('families: whose fault excuses the loss of a main right (decision 197)', () => {
  const rights = FAMILY_CHECKS.find((c) => c.id === 'general.family.format-main-rights')!;
  const head = '房屋租赁合同\n甲方（出租方）：王某\n乙方（承租方）：李某\n';

  it('reports the exclusion of the other side’s right when the side that keeps the money is at fault', () => {
    for (const text of [
      '即使因出租人原因致使房屋无法使用，承租人也不得要求退还已交租金。',
      '因甲方原因停课的，乙方已交纳的学费亦不予退还。',
      '因卖方的过错导致合同解除的，买方亦无权要求卖方返还已付货款。',
      '由于平台原因造成服务中断的，用户仍不得要求平台退款或赔偿。',
    ]) {
      expect(runOne(rights, text, 'sale'), text).toHaveLength(1);
    }
  });

  it('keeps the usual exception when the party at fault is the one who loses the refund', () => {
    for (const text of [
      '因承租人原因提前退租的，承租人无权要求出租人退还押金。',
      '因乙方原因解除合同的，甲方已收取的服务费不予退还。',
      '由于用户自身原因未能使用服务的，用户已支付的费用不予退还。',
    ]) {
      expect(runOne(rights, text, 'sale'), text).toHaveLength(0);
    }
  });

  it('reports a refund kept by one side to the side that loses it, not to the side that keeps it', () => {
    const text = head + '甲方已收取的租金及押金一律不退。';
    expect(runOne(rights, text, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(rights, text, 'lease', 'lessor')).toHaveLength(0);
    const waived = head + '因甲方原因导致房屋无法交付的，乙方亦无权要求甲方返还已付租金。';
    expect(runOne(rights, waived, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(rights, waived, 'lease', 'lessor')).toHaveLength(0);
    // 由乙方承担 is 乙方's burden, and 向乙方退还 names the one the refund would go to: both still hurt 乙方.
    const burden = head + '乙方已付的费用不予退还，由此产生的损失由乙方承担。';
    expect(runOne(rights, burden, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(rights, burden, 'lease', 'lessor')).toHaveLength(0);
    const to = head + '在任何情况下，甲方均不向乙方退还已收取的租金。';
    expect(runOne(rights, to, 'lease', 'lessee')).toHaveLength(1);
    expect(runOne(rights, to, 'lease', 'lessor')).toHaveLength(0);
  });
});

describe('families: a day rate on a loan is compared with four times the LPR (decision 198)', () => {
  const money = FAMILY_CHECKS.find((c) => c.id === 'general.family.money-rate')!;

  it('reports 日万分之五 and other day rates above the cap on borrowed money, in any contract', () => {
    for (const [text, category] of [
      ['借款人未按期归还本金的，按每日万分之五计收逾期利息。', 'loan'],
      ['出借人按日利率0.05%向借款人计收利息。', 'loan'],
      ['借款到期未还的，借款人按日万分之四点五另付罚息。', 'sale'],
      ['本息逾期的，按逾期本息每日万分之五加收利息。', 'lease'],
    ] as const) {
      expect(runOne(money, text, category), text).toHaveLength(1);
    }
  });

  it('leaves 日万分之五 for late payment of a price or rent alone, and a loan day rate under the cap', () => {
    for (const [text, category] of [
      ['买方逾期付款的，每日按未付货款的万分之五支付违约金。', 'sale'],
      ['承租人逾期支付租金的，每日按欠付租金的万分之五支付滞纳金。', 'lease'],
      ['借款人逾期还款的，按日万分之三计收逾期利息。', 'loan'],
    ] as const) {
      expect(runOne(money, text, category), text).toHaveLength(0);
    }
  });
});

describe('families: the meanings the round-4 first run missed, in new development wordings (decision 218)', () => {
  const hits: [string, string][] = [
    ['general.family.liability-unlimited', '乙方违约给甲方造成的各项损失，无论乙方订约时能否预见，均由乙方足额赔偿，且赔偿不以本合同总价为限。'],
    ['general.family.liability-unlimited', '受托方对委托方的赔偿责任上不封顶，委托方的预期收益损失一并计入。'],
    ['general.family.liability-exclusion', '施工现场发生人员伤亡的，发包方的责任仅限于协助办理保险理赔，承包方不得另行向发包方主张赔偿。'],
    ['general.family.liability-exclusion', '因房东或其雇员的疏忽造成租户人身伤害、财产损失的，房东不负赔偿责任。'],
    ['general.family.unilateral-change', '运营方修订平台规则或收费标准的，于网站公告之日起五日后生效，会员逾期未提出异议的，视为接受修订后的规则。'],
    ['general.family.unilateral-change', '服务费率于每年一月由供应商依其价格策略重新确定，客户不同意的，不影响新费率的适用。'],
    ['general.family.unilateral-change', '发包方有权依据审计意见、材料价格变化及其他发包方认为必要的情形核减合同价款。'],
    ['general.family.unilateral-change', '产品目录及价格可由卖方随时调整，以卖方网站公布为准，无需另行取得买方的书面同意。'],
    ['general.family.unilateral-setoff', '供应商欠付采购方的款项，采购方有权直接抵销供应商在双方之间其他订单项下的任何欠款，无须通知供应商。'],
    ['general.family.unilateral-terminate', '委托方可因自身业务调整，提前三十日书面通知受托方终止本合同，委托方只需支付已完成工作的报酬，不承担其他赔偿责任。'],
    ['general.family.unilateral-interpret', '本协议条款理解不一致的，由平台根据其业务规则作出认定，会员应当服从。'],
    ['general.family.waiver', '承租人不得以出租人未履行维修义务为由拒付租金或者行使其他同时履行抗辩权。'],
    ['general.family.waiver', '即便出租人逾期交房超过六十日，承租人也只能要求出租人继续履行，不得以此为由解除本合同。'],
    ['general.family.waiver', '被许可人签署本协议即视为放弃依法享有的撤销权及变更权。'],
    ['general.family.deposit-ratio', '乙方应在签约时向甲方支付定金人民币叁拾万元，本合同总价为人民币壹佰万元。'],
    ['general.family.deposit-ratio', '本协议所称定金，系指会员入会时交纳的首笔会费，其金额为年费总额的一半。'],
    ['general.family.deposit-ratio', '买方支付的首付款即总价款的百分之四十，其性质为定金，买方违约的不予返还。'],
    ['general.family.auto-renewal', '合作期满后本协议按原期限依次顺延，除非甲方另行书面通知终止。'],
    ['general.family.ip-overreach', '用户在平台发布的内容及由该内容形成的统计数据均视为平台的财产，平台可以自行使用或者出售给第三方，无需向用户支付报酬。'],
    ['general.family.confidentiality-overreach', '被许可人对许可人提供的一切资料均负有永久保密义务，不论该资料是否已经公开。'],
    ['general.family.guarantee-unlimited', '保证人放弃民法典第六百八十七条第二款规定的先诉抗辩权以及对债权人的任何抗辩。'],
    ['general.family.guarantee-unlimited', '本保证所担保的主债务，是指借款人对贷款人负有的全部债务，包括本合同和双方之间其他任何合同项下的债务。'],
    ['general.family.non-compete', '加盟商及其配偶、子女不得经营与特许方相同或类似的业务，否则加盟商应支付违约金五十万元。'],
    ['general.family.forum-one-sided', '因本合同引起的纠纷，由平台总部所在地人民法院管辖。'],
    ['general.family.forum-one-sided', '本协议项下争议由特许方主要营业地人民法院专属管辖。'],
    ['general.family.forum-one-sided', '本合同所称“签约地”为出租人住所地，因本合同引起的争议由签约地人民法院管辖。'],
    ['general.family.pay-despite-dispute', '无论双方对检测结果是否有异议，委托方均应先行按检测机构开具的账单支付检测费。'],
    ['general.family.pay-despite-dispute', '物业服务费应于每季度初交纳，交纳义务不因业主与物业公司之间就服务质量产生的任何争议而暂停。'],
    ['general.family.limitation-waiver', '客户对服务商提出的任何索赔，须在损失发生之日起十五日内书面提出，逾期视为客户放弃索赔，服务商不再承担责任。'],
    ['general.family.one-sided-record', '结算数量以卖方仓储系统导出的发货记录为准，买方的验收记录不作为对账依据。'],
    ['general.family.one-sided-record', '工程造价以发包人委托的审计单位出具的审计结论为准，承包人不得另行申请司法鉴定。'],
    ['general.family.forum-designated', '因本合同产生的纠纷，由被许可人届时书面指定的人民法院管辖。'],
    ['general.family.forum-designated', '出租人有权将争议提交其认为方便的任一有管辖权的人民法院处理。'],
    ['general.family.format-main-rights', '学员预付的课程费，在培训机构未按约开课时亦不作退还，培训机构只以延后课期的方式补偿。'],
    ['general.family.format-main-rights', '平台可在其认为交易异常时冻结卖家的全部货款，冻结期限由平台决定，卖家不得要求解冻或者主张利息。'],
    ['general.family.post-termination-fees', '租赁期内合同因任何原因解除的，承租方仍应支付自解除之日起至租期届满之日止的租金。'],
    ['general.family.post-termination-fees', '学员中途退学的，应一次性付清剩余学期的全部学费，机构已收取的学费不予退还。'],
    ['general.family.post-termination-fees', '加盟商提前解约的，应补足剩余合作年限的全部加盟费，作为特许方的收益损失补偿。'],
    ['general.family.forfeit-payments', '承租方有任何违约行为的，出租方有权解除合同，承租方已交纳的全部租金和押金归出租方所有。'],
    ['general.family.forfeit-payments', '经销商被供应商认定违反价格政策的，供应商可没收经销商已缴纳的全部保证金及返利，不予退还。'],
    ['general.family.forfeit-payments', '会员违反会规的，俱乐部有权除名，会员已缴纳的会费一律不予退还。'],
  ];
  it.each(hits)('%s reports: %s', (id, text) => {
    const check = FAMILY_CHECKS.find((c) => c.id === id)!;
    expect(runOne(check, text, 'general').length).toBeGreaterThan(0);
  });
  const misses = [
    '租赁期满后双方另行协商是否续租，未达成一致的本合同终止。',
    '合同提前解除的，租金按实际使用天数结算，甲方应退还乙方已预付的剩余租金。',
    '一方违约的，守约方有权解除合同，并可以从已付款项中扣除实际损失后将其余款项退还。',
    '双方确认，本合同的签约地为北京市朝阳区。',
    '甲方应在收到发票后十日内支付货款。',
    '本合同未尽事宜，由双方协商签订补充协议。',
    '乙方逾期付款的，应按未付金额的万分之三每日支付违约金。',
    '结算数量以双方共同委托的第三方审计机构的结论为准。',
    '出租人应于每月五日前将维修情况书面告知承租人。',
  ];
  it.each(misses)('no family reports: %s', (text) => {
    for (const check of FAMILY_CHECKS) expect(runOne(check, text, 'general'), check.id).toHaveLength(0);
  });
});

describe('the one-sided backstop', () => {
  it('stays silent where another check already reports the same words, and speaks where none does', async () => {
    const { runRules } = await import('../../rules/run-rules');
    const { documentFromText } = await import('../../testing/document-from-text');
    const ctx = { categoryId: 'sale', stance: 'neutral', reviewer: 't' };
    const named = runRules(documentFromText('甲方有权随时调取乙方的监控录像，乙方不得拒绝。'), ctx).map((f) => f.ruleId);
    expect(named).toContain('general.family.inspection-at-will');
    expect(named).not.toContain('general.family.one-sided-discretion');
    const unnamed = runRules(documentFromText('委托方有权随时更换受托方指派的项目负责人，受托方不得拒绝。'), ctx).map((f) => f.ruleId);
    expect(unnamed).toContain('general.family.one-sided-discretion');
  });
});
