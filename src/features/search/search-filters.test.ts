/** A shared /fxSearch link carries its filters; a hand-edited one never sends junk to the API (decision 125). */
import { describe, expect, it } from 'vitest';
import { caseQueryOf, lawQueryOf, parseFxFilters } from './search-filters';

describe('fxSearch filters in the URL', () => {
  it('reads the filters of a shared link', () => {
    const f = parseFxFilters({ validity: '现行有效', level: '法律', issuer: '全国人民代表大会常务委员会', yearFrom: '2000', yearTo: 2024, page: '3' });
    expect(f).toEqual({ validity: '现行有效', level: '法律', issuer: '全国人民代表大会常务委员会', yearFrom: 2000, yearTo: 2024, page: 3 });
    expect(lawQueryOf(f)).toEqual({ validity: '现行有效', level: '法律', issuer: '全国人民代表大会常务委员会', year_from: '2000', year_to: '2024' });
  });

  it('drops unknown values, impossible years and pages, control characters', () => {
    expect(parseFxFilters({ validity: '永久有效', level: "'; drop table", yearFrom: '20000', yearTo: '1800', page: '0', court: 'a\u0000b', cause: 'x'.repeat(51) })).toEqual({});
    expect(parseFxFilters({ page: '1' })).toEqual({});
    expect(parseFxFilters({ page: '-2' })).toEqual({});
  });

  it('puts a reversed year range the right way round and keeps case filters', () => {
    const f = parseFxFilters({ yearFrom: '2024', yearTo: '2010', court: ' 上海市 ', cause: '盗窃罪' });
    expect(f).toEqual({ yearFrom: 2010, yearTo: 2024, court: '上海市', cause: '盗窃罪' });
    expect(caseQueryOf(f)).toEqual({ court: '上海市', cause: '盗窃罪', year_from: '2010', year_to: '2024' });
  });
});
