import { describe, expect, it } from 'vitest';
import { ownFaultExcuses } from './loss';

describe('ownFaultExcuses', () => {
  it('excuses the forfeit when the cause is the losing side’s own', () => {
    expect(ownFaultExcuses('因学员自身原因中途退学的，已缴学费不予退还。')).toBe(true);
    expect(ownFaultExcuses('会员因个人原因中途退出的，已缴会费不予退还。')).toBe(true);
  });

  it('does not excuse it when the cause is the side that keeps the money or the bar falls on another side', () => {
    expect(ownFaultExcuses('因甲方原因解除合同的，乙方亦无权要求甲方退还已付款项。')).toBe(false);
    expect(ownFaultExcuses('因承运人原因造成航班延误的，旅客只能改签后续航班，不得要求退票或赔偿。')).toBe(false);
  });

  it('does not excuse keeping the unused part of a prepayment, or a health reason for leaving', () => {
    expect(ownFaultExcuses('入住者因个人原因提前退房的，已预交的半年服务费中未入住期间的部分不予退还。')).toBe(false);
    expect(ownFaultExcuses('会员因身体原因退会的，已缴会费不予退还。')).toBe(false);
  });

  it('does not excuse it when the cause is only conceded (即使 / 哪怕 / 无论): the right is lost even then', () => {
    expect(ownFaultExcuses('学员报名后不得退费，即便培训机构因自身原因取消课程亦同。')).toBe(false);
    expect(ownFaultExcuses('无论因何原因解除合同，承租人已交的租金均不予退还。')).toBe(false);
  });

  it('does not excuse it when the cause is an outside event (weather, force majeure, a government measure)', () => {
    expect(ownFaultExcuses('因台风原因航班取消的，旅客不得要求退还机票款。')).toBe(false);
    expect(ownFaultExcuses('因政府管控原因停课的，已缴学费不予退还。')).toBe(false);
  });

  it('says nothing of a clause that names no cause', () => {
    expect(ownFaultExcuses('已付款项一律不予退还。')).toBeNull();
  });
});
