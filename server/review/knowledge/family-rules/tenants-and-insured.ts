/**
 * One-sided-clause family rules (issue 14, decision 246): protections the law gives a tenant on a sale and on the
 * tenant's death, and an insured person's consent to cover on their own life.
 * Anticipated families: written by the lead from the statutes before any round planted them.
 * Each rule's groups are synonyms of one element of the meaning (../family-vocab.ts has the shape). Add a synonym with a
 * trigger and a non-trigger sentence in ../checks/families.test.ts.
 */
import type { FamilyRule } from '../family-vocab';

/**
 * The leased property sold, transferred, auctioned or otherwise changing owner (by the lessor, or the property itself).
 * Round 38 read (decision 253): a foreclosure changes the owner too (抵押权实现, 以房抵债, 司法拍卖, 强制执行).
 */
const OWNER_CHANGES =
  '(?:抵押权|质权|担保物权|担保权)[^。；;，,]{0,4}(?:实现|行使)|实现抵押权|行使抵押权|以(?:房|物|资产)抵债|(?:司法|强制)(?:拍卖|变卖|执行)|被(?:法院)?(?:依法)?强制执行|(?:出租人|出租方|甲方|房东|业主|产权人|所有权人)[^。；;，,]{0,8}(?:出售|转让|出卖(?!人)|卖出|变卖|过户|拍卖|处分)|(?:房屋|租赁物|房产|物业|商铺|厂房|场地|门面|仓库|写字楼|该房|土地|车辆|设备)[^。；;，,]{0,4}(?:被)?(?:出售|转让|出卖(?!人)|卖出|变卖|拍卖|过户)|(?:所有权|产权)[^。；;，,不未]{0,10}(?:变动|变更|转移|发生变化)|易主|更换业主';
/** The lease ended or the tenant put out because of it. */
const LEASE_ENDS =
  '(?:本|租赁)?合同[^。；;，,]{0,10}(?:自动|即|即行|随即|立即|当然)?(?:终止|解除|失效)|(?:不得|无权|不能)(?:主张|要求|请求)[^。；;，,]{0,10}(?:继续有效|继续履行|继续租赁|继续承租|对抗)|(?:有权|可以|可(?!能))[^。；;，,]{0,8}(?:解除|终止|收回)|(?:搬离|腾退|迁出|腾房|搬出|交还房屋|返还房屋)|不得以[^。；;，,]{0,10}(?:买卖不破租赁|租赁合同|租赁关系)[^。；;，,]{0,6}(?:对抗|为由)|(?:新|受让)(?:业主|房东|所有权人|产权人|方|人)[^。；;，,]{0,10}(?:不受|无须|无需|不承继|不继受|不承担)';
/** The tenant's death. */
const TENANT_DIES = '(?:承租人|承租方|乙方|租户|房客|租住人)[^。；;，,]{0,10}(?:死亡|去世|身故|亡故|过世|病故)';

export const TENANT_INSURED_RULES: Readonly<Record<string, readonly FamilyRule[]>> = {
  // A sale or other change of owner ends the lease or lets the lessor take the property back: a change of ownership
  // while the tenant holds the property under the lease does not affect the lease (民法典第七百二十五条).
  'sale-breaks-lease': [
    {
      gate: '出售|转让|出卖|卖出|变卖|过户|拍卖|处分|所有权|产权|易主|业主|抵押权|质权|担保|抵债|执行',
      // The lease named in the clause: a lender taking back and selling a pledged car is self-help, not a lease.
      all: [OWNER_CHANGES, LEASE_ENDS, '租赁|租期|租约|承租|出租|租户|房客|租金'],
      none: [
        // The tenant barred from holding the lease in force (不得主张租赁合同继续有效) is the clause, not its exception.
        // A lease made after the mortgage was registered gives way at foreclosure: 民法典第四百零五条 protects only a lease
        // that came first, so a clause saying so for such a lease states the law.
        '不影响(?:本|租赁)?(?:合同|租赁)(?:的)?(?:效力|履行|继续)|(?<!(?:不得|无权|不能|不再)(?:主张|要求|请求)?[^。；;，,]{0,10})(?:继续|仍然|仍)(?:有效|履行)|(?:签订|订立|设立|出租)(?:本合同)?(?:前|之前)[^。；;，,]{0,12}(?:已)?(?:设立|设定|办理)[^。；;，,]{0,6}抵押|已(?:办理)?登记的抵押权|不得对抗[^。；;，,]{0,8}抵押权|(?:由|应由)[^。；;，,]{0,8}(?:买受人|受让人|受让方|新业主|新所有权人)[^。；;，,]{0,8}(?:承继|继续履行|继受|承受)|(?:承租人|承租方|乙方|租户)[^。；;]{0,8}(?:不得|擅自|未经)[^。；;]{0,16}(?:转让|转租|出售|处分)|融资租赁|租赁(?:期限)?(?:届满|期满)|依法',
      ],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // The tenant's death ends the house lease, or those who lived or ran the business with the tenant must leave: they
  // may go on renting on the same terms (民法典第七百三十二条).
  'lessee-death-termination': [
    {
      gate: '死亡|去世|身故|亡故|过世|病故',
      all: [
        TENANT_DIES,
        '(?:合同|租赁)[^。；;，,]{0,6}(?:自动|即|即行|随即|立即|当然)?(?:终止|解除|失效)|(?:有权|可以|可(?!能))[^。；;，,]{0,8}(?:解除|终止|收回)|搬离|腾退|迁出|腾房|搬出|不得(?:继续|要求)[^。；;，,]{0,10}(?:承租|租赁|居住|使用|经营)|(?:继承人|共同居住|家属|近亲属|配偶|子女|共同经营)[^。；;，,]{0,16}(?:不得|无权|不享有|不能)',
      ],
      none: [
        '(?:共同居住|共同经营|家属|近亲属|继承人)[^。；;，,]{0,16}(?:可以|有权|可(?!能))[^。；;，,]{0,10}(?:继续|按照?原|承租|租赁)|(?:无|没有)(?:共同居住|共同经营)|(?<!(?:无权|不得|不能|不可)(?:要求|主张)?)按(?:照)?原(?:租赁)?(?:合同|条件)[^。；;，,]{0,6}(?:继续)?(?:租赁|承租|履行)|依法',
      ],
      window: 80,
      oneSided: false,
      favours: 'any',
    },
  ],
  // Cover paid on a person's death taken out without that person's consent: a contract that pays on death is void unless
  // the insured consents and approves the sum (保险法第三十四条).
  'death-cover-without-consent': [
    {
      gate: '死亡|身故|寿险|人寿|意外',
      all: [
        '以(?:被保险人)?(?:的)?(?:死亡|身故)为(?:给付|赔付|支付)?(?:保险金)?(?:的)?条件|(?:死亡|身故)(?:保险金|保障|赔付|给付|责任|保险)|(?:定期|终身)?寿险|人寿保险|意外(?:伤害)?(?:险|保险)|团体(?:意外|人身|寿)',
        '(?:无需|无须|毋须|不必|不需要?|免于|不再|未经)[^。；;，,]{0,12}(?:被保险人|员工|职工|本人|其|学生|会员|乘客|借款人|劳动者)?[^。；;，,]{0,6}(?:同意|签字|签名|确认|认可|知悉)|(?:视为|即视为|均视为|即表示)[^。；;，,]{0,14}(?:同意|认可)[^。；;，,]{0,12}(?:投保|保险金额|保额|作为被保险人)|(?:代为|代|统一代)(?:签字|签名|签署)[^。；;，,]{0,12}(?:投保|同意|确认)',
      ],
      none: [
        '(?<![无毋不])(?:应当?|须|需|必须)[^。；;，,]{0,8}(?:经|征得|取得)[^。；;，,]{0,10}(?:被保险人|员工|职工|本人)[^。；;，,]{0,6}(?:书面)?同意|父母为其未成年子女|依法|合同无效|不得转让或者质押',
      ],
      window: 90,
      oneSided: false,
      favours: 'any',
    },
  ],
};
