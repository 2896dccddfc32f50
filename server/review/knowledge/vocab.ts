/** Shared vocabulary (regex sources) for checks and detectors. */

/** The base of a percentage that makes it a share of the whole price. */
export const PRICE_BASE =
  '合同总价款|合同总价|合同总金额|合同总额|合同金额|合同价款|签约合同价|合同价|总价款|总价|总金额|总额|价款|标的额|货款|成交价|转让价|房款|车款|订单金额|合同款|费用总额|服务费总额|全部款项|总费用|租金总额';
