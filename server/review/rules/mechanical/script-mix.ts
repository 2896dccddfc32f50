/**
 * Traditional characters inside a simplified contract. The table holds common traditional-only characters (none
 * is in GB 2312, so none is a valid simplified character). A contract written mostly in traditional script
 * (Hong Kong, Taiwan) is left alone.
 */
import type { DetectorFn, Hit } from '../types';
import { makeAnchor } from '../text';

export const TRADITIONAL = new Set(
  Array.from(
    '們個這來時說國會對與為過從當還開關問題體點實現發無門車長東義頭買賣條價錢權財產責證據議務費傳專區醫號陳張劉楊趙黃鄭謝韓馮鄧葉蘇盧蔣衛馬鳥魚龍龜齊齒歲歷壓廣廠應際陽陰隊階雙雜雞離難電靈韋項順須預領頁顏類顯風飛飯飲館驗驚鬥鬧麗黨齡錄鐘鐵銀銷鋪鏈鎖閱間閒閉闆陸隨隱雖蟲蠻親觀計訂認討訓記許設訪評試詩話該詳誌語誤請諸課誰調談論謀講識譯讀變讓貝負貢貨販貫貴貸貿資賓賠賞賬質賴購賽贈贊趕趨跡踐軍軟載較輔輕輛輸轉辦辭農連進運達違遠適遲選遺邊郵鄉釋針鈔鉛銅錯鍵閃陣陝險隸雲頓頒頻顧飄餘養驅騙騰鬆麥協單嚴營學寶審寫將尋導屆層屬島嶺巖幣帳帶幫廳廢彈徑復憑懷懸戰戲戶擁擇擔擴擊攝敗數斷晉暢曆書業極樂構標機檔檢歸歡氣漢湯準減測滿濟濱災熱爭爾牆獎獨環畢畫異療盜盡監盤碼確礎禮禍種稅穩窮競筆築簡簽糧紀約級紙紅純紛細終組結絕給統經綜綠維網緊線編緣縣總績織繳續罰羅聯聲職聽肅脅腦膚臨興舉舊艦範莊華萬蘭處補製複規視覺觸訊係臺裡麵幹償債訴訟則鎮櫃櫥燈爐鑰樓廁廚傢轄',
  ),
);

const TRADITIONAL_RE = new RegExp(`[${[...TRADITIONAL].join('')}]`, 'u');

export const scriptMix: DetectorFn = ({ ix }) => {
  if (!TRADITIONAL_RE.test(ix.fullText)) return [];
  let han = 0;
  let trad = 0;
  for (const x of ix.paras) {
    for (const c of x.norm) {
      if (c >= '\u4e00' && c <= '\u9fff') {
        han += 1;
        if (TRADITIONAL.has(c)) trad += 1;
      }
    }
  }
  // Mostly traditional (or too little Chinese to tell): not a mix.
  if (trad === 0 || han < 50 || trad / han > 0.08) return [];
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    if (!TRADITIONAL_RE.test(x.norm)) continue;
    const chars = [...x.norm].map((c, i) => ({ c, i })).filter(({ c }) => TRADITIONAL.has(c));
    if (chars.length === 0) continue;
    const first = chars[0]!.i;
    // Show the word around the first traditional character.
    const anchor = makeAnchor(x.p, Math.max(0, first - 2), Math.min(x.norm.length, first + 3));
    if (!anchor) continue;
    const list = [...new Set(chars.map(({ c }) => c))].join('、');
    hits.push({ anchor, vars: { quote: anchor.quote, detail: `繁体字${list}` } });
    if (hits.length >= 10) break;
  }
  return hits;
};
