import { describe, expect, it } from 'vitest';
import { moderateQuery } from './moderate-query';

describe('moderateQuery (spec §5)', () => {
  it.each(['', '   ', '房东不退押金怎么办', '民法典第577条', '公司拖欠工资', '被开除了能拿到赔偿吗', '星座运势与合同违约有关吗', '%_\'\\*', '！！！'])('legal: %s', (q) => {
    expect(moderateQuery(q).legal).toBe(true);
  });
  it.each(['今天的星座运势', '红烧肉菜谱', '推荐几部好看的电影', '王者荣耀上分攻略', '讲个笑话', '彩票号码预测'])('not legal: %s', (q) => {
    expect(moderateQuery(q).legal).toBe(false);
  });
});
