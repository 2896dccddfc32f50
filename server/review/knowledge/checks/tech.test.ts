import { describeChecks } from '../../testing/check-table';
import { SOUND_TECH } from '../../testing/samples';
import { TECH_CHECKS } from './tech';


describeChecks('tech', TECH_CHECKS, {
  'tech.ip.ownership-missing': {
    hit: ['乙方为甲方开发设备管理系统，开发费30万元。'],
    miss: [SOUND_TECH, '乙方提供软件技术支持服务，版本更新不含定制化开发需求。'],
  },
  'tech.service.results-ownership': {
    hit: ['乙方为甲方提供系统运维服务，每月服务费2万元。'],
    miss: [SOUND_TECH, '乙方为甲方提供运维服务。服务中形成的配置和文档归甲方所有。'],
  },
  'tech.source-code.missing': {
    hit: ['乙方为甲方开发手机APP，开发费30万元。'],
    miss: [SOUND_TECH, '乙方为甲方提供软件技术支持服务。'],
  },
  'tech.requirements.missing': {
    hit: ['乙方为甲方开发一套系统，开发费30万元。'],
    miss: [SOUND_TECH],
  },
  'tech.failure.risk': {
    hit: ['乙方为甲方开发一套系统，开发费30万元。'],
    miss: [SOUND_TECH],
  },
  'tech.service-level.missing': {
    hit: ['乙方为甲方提供系统运维服务，每月服务费2万元。'],
    miss: [SOUND_TECH, '乙方提供7×24小时技术支持，故障发生后30分钟内响应。'],
  },
  'tech.warranty.missing': {
    hit: ['乙方为甲方开发一套系统，开发费30万元。'],
    miss: [SOUND_TECH],
  },
  'tech.third-party-ip': {
    hit: ['乙方为甲方开发一套系统，开发费30万元。'],
    miss: [SOUND_TECH],
  },
  'tech.restrict-competition': {
    hit: ['乙方不得对许可技术进行任何改进。', '甲方的后续改进成果应无偿转让给乙方。'],
    miss: [SOUND_TECH],
  },
  'tech.license.scope-missing': {
    hit: ['乙方许可甲方使用该软件，许可费5万元。'],
    miss: [SOUND_TECH, '乙方以普通许可方式许可甲方在其内部使用该软件，许可期限三年。'],
  },
  'tech.secrets.ownership': {
    hit: ['开发过程中形成的技术秘密由双方共同保密。'],
    miss: [SOUND_TECH, '开发过程中形成的技术秘密的使用权和转让权归甲方。'],
  },
  'tech.payment.milestones': {
    hit: ['乙方为甲方开发一套系统，开发费30万元于签约后支付。'],
    miss: [SOUND_TECH],
  },
  'tech.data.security': {
    hit: ['乙方为甲方提供服务器运维服务。'],
    miss: [SOUND_TECH],
  },
  'tech.open-source': {
    hit: ['乙方为甲方开发一套系统，交付源代码。'],
    miss: [SOUND_TECH],
  },
  'tech.acceptance.deemed': {
    hit: ['系统上线运行即视为验收合格。', '甲方收到交付通知后7日内未组织验收的，视为验收合格。'],
    miss: [SOUND_TECH, '甲方逾期未组织验收的，经乙方书面催告后仍未验收的，视为验收合格。'],
    quote: '视为验收合格',
  },
  'tech.subcontract.missing': {
    hit: ['乙方为甲方开发一套系统，开发费30万元。'],
    miss: [SOUND_TECH],
  },
});
