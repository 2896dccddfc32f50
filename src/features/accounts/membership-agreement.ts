/**
 * 会员服务协议 (/purchase, spec §2 "membership agreement"): what /vip actually does — packages, payment confirmed by
 * an operator (the `manual` provider, decision 161), exchange codes used once, validity extended from the later of
 * today and the current expiry, enterprise membership bought by the enterprise.
 */
import type { TLegalText } from '@/features/legal/texts';

export const MEMBERSHIP_AGREEMENT: TLegalText = {
  title: '会员服务协议',
  intro: '本协议是《用户服务协议》的补充，适用于您在律台开通、续费和使用会员服务，以及使用兑换码的行为。提交会员订单或兑换兑换码前，请仔细阅读本协议。',
  sections: [
    {
      heading: '一、会员套餐与权益',
      paragraphs: [
        '会员套餐的名称、价格、有效天数及所含各项功能的使用次数，以“会员中心”页面展示为准。',
        '套餐所含次数在开通成功后计入您的账户，可在“个人信息”“账户余额”中查看。每完成一项任务扣减一次，任务失败的次数自动退回。',
      ],
    },
    {
      heading: '二、下单与付款',
      paragraphs: [
        '律台目前不提供在线支付。您在“会员中心”提交订单后，订单状态为“待确认收款”；请按客服提供的账户付款。',
        '运营人员确认收到款项后，订单状态变为“已开通”，会员有效期与套餐次数随即到账。未付款的订单不产生任何费用。',
      ],
    },
    {
      heading: '三、有效期',
      paragraphs: [
        '会员自开通成功时生效。续费或兑换时，有效期自原到期日起顺延；会员已到期的，自开通之日起计算。',
        '新用户注册赠送1天体验会员，自注册时起算，体验期间页面显示“体验会员”。',
      ],
    },
    {
      heading: '四、兑换码',
      paragraphs: ['兑换码由平台发放，每个兑换码只能使用一次，兑换后所含次数与会员天数立即到账。兑换码不得转售，遗失或泄露造成的损失由持有人自行承担。'],
    },
    {
      heading: '五、企业会员',
      paragraphs: ['企业账号的会员期限与使用次数由企业统一购买，并由企业管理员分配与管理；企业成员如需增加次数，请联系本企业管理员。'],
    },
    {
      heading: '六、退款',
      paragraphs: ['已开通的会员如需退款，请联系客服，按未使用的次数与剩余天数协商处理；法律另有规定的，从其规定。'],
    },
    {
      heading: '七、其他',
      paragraphs: ['人工智能生成的内容仅供参考，不构成正式法律意见。本协议未尽事宜适用《用户服务协议》。'],
    },
  ],
};
