// Company names: word tables in Traditional, Simplified and English forms, the naming styles, and the name maker.
import { COMM, DISC, ENERGY, FIN, HEALTH, INDUSTRY, IT, MATERIALS, REALTY, STAPLES, UTILITIES } from './holding-labels.mjs';
import { L } from './localized.mjs';
import { pick } from './holding-random.mjs';

/** @typedef {[string, string, string]} Word A name part in Traditional Chinese, Simplified Chinese and English. */
/** @typedef {[string, string, string, string[]?]} Ending A name's ending, with the sectors it fits when it does not fit all. */
/**
 * A naming style: roots, industry words per sector, endings, and whether the name is written in Chinese characters.
 * @typedef {{ cjk: boolean, roots: Word[], industries: Record<string, Word[]>, endings: Ending[] }} Style
 */

/**
 * Chinese company-name roots (fictional), with their pinyin.
 * @type {Word[]}
 */
const ZH_ROOTS = [
  ['華興', '华兴', 'Huaxing'],
  ['東盛', '东盛', 'Dongsheng'],
  ['永安', '永安', 'Yongan'],
  ['恒通', '恒通', 'Hengtong'],
  ['嘉華', '嘉华', 'Jiahua'],
  ['長江', '长江', 'Changjiang'],
  ['粵海', '粤海', 'Yuehai'],
  ['金龍', '金龙', 'Jinlong'],
  ['海晴', '海晴', 'Haiqing'],
  ['藍田', '蓝田', 'Lantian'],
  ['瑞豐', '瑞丰', 'Ruifeng'],
  ['信恒', '信恒', 'Xinheng'],
  ['泰和', '泰和', 'Taihe'],
  ['萬隆', '万隆', 'Wanlong'],
  ['廣安', '广安', 'Guangan'],
  ['新鴻', '新鸿', 'Xinhong'],
  ['寶聯', '宝联', 'Baolian'],
  ['鵬程', '鹏程', 'Pengcheng'],
  ['雲峰', '云峰', 'Yunfeng'],
  ['嶺南', '岭南', 'Lingnan'],
  ['天瑞', '天瑞', 'Tianrui'],
  ['創輝', '创辉', 'Chuanghui'],
  ['順景', '顺景', 'Shunjing'],
  ['遠航', '远航', 'Yuanhang'],
  ['億嘉', '亿嘉', 'Yijia'],
  ['環宇', '环宇', 'Huanyu'],
  ['明輝', '明辉', 'Minghui'],
  ['麗晶', '丽晶', 'Lijing'],
  ['強盛', '强盛', 'Qiangsheng'],
  ['紫荊', '紫荆', 'Zijing'],
  ['翠峰', '翠峰', 'Cuifeng'],
  ['景福', '景福', 'Jingfu'],
  ['恒昌', '恒昌', 'Hengchang'],
  ['德盛', '德盛', 'Desheng'],
  ['錦華', '锦华', 'Jinhua'],
  ['駿豐', '骏丰', 'Junfeng'],
  ['滙通', '汇通', 'Huitong'],
  ['博遠', '博远', 'Boyuan'],
  ['啟明', '启明', 'Qiming'],
  ['凱旋', '凯旋', 'Kaixuan'],
  ['碧洲', '碧洲', 'Bizhou'],
  ['聚豐', '聚丰', 'Jufeng'],
  ['中天', '中天', 'Zhongtian'],
  ['浩然', '浩然', 'Haoran'],
];

/**
 * Taiwanese company-name roots (fictional), romanised the Taiwanese way.
 * @type {Word[]}
 */
const TW_ROOTS = [
  ['台聯', '台联', 'Tailien'],
  ['鴻達', '鸿达', 'Hungta'],
  ['晶華', '晶华', 'Chinghwa'],
  ['宏遠', '宏远', 'Hungyuan'],
  ['聯昇', '联升', 'Liensheng'],
  ['國豐', '国丰', 'Kuofeng'],
  ['華禾', '华禾', 'Huaho'],
  ['正昇', '正升', 'Chengsheng'],
  ['永康', '永康', 'Yungkang'],
  ['台嘉', '台嘉', 'Taichia'],
  ['建興', '建兴', 'Chienhsing'],
  ['新曜', '新曜', 'Hsinyao'],
  ['元昌', '元昌', 'Yuanchang'],
  ['欣達', '欣达', 'Hsinta'],
  ['冠穎', '冠颖', 'Kuanying'],
  ['日嘉', '日嘉', 'Jihchia'],
  ['富康', '富康', 'Fukang'],
  ['瑞揚', '瑞扬', 'Juiyang'],
  ['南嶺', '南岭', 'Nanling'],
  ['東和', '东和', 'Tungho'],
];

/**
 * Chinese industry words per sector.
 * @type {Record<string, Word[]>}
 */
const ZH_INDUSTRIES = {
  [FIN]: [
    ['銀行', '银行', 'Bank'],
    ['保險', '保险', 'Insurance'],
    ['證券', '证券', 'Securities'],
    ['金融', '金融', 'Financial'],
    ['人壽', '人寿', 'Life'],
  ],
  [IT]: [
    ['科技', '科技', 'Technology'],
    ['半導體', '半导体', 'Semiconductor'],
    ['軟件', '软件', 'Software'],
    ['電子', '电子', 'Electronics'],
    ['光電', '光电', 'Optoelectronics'],
  ],
  [COMM]: [
    ['網絡', '网络', 'Network'],
    ['傳媒', '传媒', 'Media'],
    ['電訊', '电讯', 'Telecom'],
    ['互娛', '互娱', 'Interactive'],
    ['影業', '影业', 'Pictures'],
  ],
  [DISC]: [
    ['汽車', '汽车', 'Auto'],
    ['零售', '零售', 'Retail'],
    ['酒店', '酒店', 'Hotels'],
    ['電商', '电商', 'E-commerce'],
    ['家電', '家电', 'Appliances'],
    ['服飾', '服饰', 'Apparel'],
  ],
  [STAPLES]: [
    ['食品', '食品', 'Foods'],
    ['啤酒', '啤酒', 'Brewery'],
    ['乳業', '乳业', 'Dairy'],
    ['飲料', '饮料', 'Beverage'],
    ['農業', '农业', 'Agriculture'],
  ],
  [ENERGY]: [
    ['石油', '石油', 'Petroleum'],
    ['能源', '能源', 'Energy'],
    ['煤業', '煤业', 'Coal'],
    ['油氣', '油气', 'Oil & Gas'],
  ],
  [HEALTH]: [
    ['醫藥', '医药', 'Pharmaceutical'],
    ['生物', '生物', 'Biotech'],
    ['醫療', '医疗', 'Healthcare'],
    ['藥業', '药业', 'Medicine'],
  ],
  [INDUSTRY]: [
    ['機械', '机械', 'Machinery'],
    ['航運', '航运', 'Shipping'],
    ['建設', '建设', 'Construction'],
    ['物流', '物流', 'Logistics'],
    ['電氣', '电气', 'Electric'],
    ['航空', '航空', 'Airlines'],
  ],
  [MATERIALS]: [
    ['鋼鐵', '钢铁', 'Steel'],
    ['化工', '化工', 'Chemical'],
    ['水泥', '水泥', 'Cement'],
    ['礦業', '矿业', 'Mining'],
    ['紙業', '纸业', 'Paper'],
  ],
  [REALTY]: [
    ['地產', '地产', 'Properties'],
    ['置業', '置业', 'Land'],
    ['物業', '物业', 'Property Services'],
  ],
  [UTILITIES]: [
    ['電力', '电力', 'Power'],
    ['燃氣', '燃气', 'Gas'],
    ['水務', '水务', 'Water'],
    ['新能源', '新能源', 'New Energy'],
  ],
};

/**
 * Japanese company-name roots (fictional), in kanji and romaji.
 * @type {Word[]}
 */
const JA_ROOTS = [
  ['星野', '星野', 'Hoshino'],
  ['川口', '川口', 'Kawaguchi'],
  ['新和', '新和', 'Shinwa'],
  ['大洋', '大洋', 'Taiyo'],
  ['高嶺', '高岭', 'Takane'],
  ['青葉', '青叶', 'Aoba'],
  ['北辰', '北辰', 'Hokushin'],
  ['白鷺', '白鹭', 'Shirasagi'],
  ['飛鳥', '飞鸟', 'Asuka'],
  ['若葉', '若叶', 'Wakaba'],
  ['櫻井', '樱井', 'Sakurai'],
  ['松浦', '松浦', 'Matsuura'],
  ['藤崎', '藤崎', 'Fujisaki'],
  ['石川', '石川', 'Ishikawa'],
  ['中越', '中越', 'Chuetsu'],
  ['三河', '三河', 'Mikawa'],
  ['日向', '日向', 'Hyuga'],
  ['千歲', '千岁', 'Chitose'],
  ['常盤', '常盘', 'Tokiwa'],
  ['浪速', '浪速', 'Naniwa'],
  ['豐橋', '丰桥', 'Toyohashi'],
  ['相模', '相模', 'Sagami'],
  ['武藏', '武藏', 'Musashi'],
  ['山城', '山城', 'Yamashiro'],
  ['鳴海', '鸣海', 'Narumi'],
  ['紀伊', '纪伊', 'Kii'],
  ['東雲', '东云', 'Shinonome'],
  ['朝霧', '朝雾', 'Asagiri'],
  ['錦城', '锦城', 'Kinjo'],
  ['加賀', '加贺', 'Kaga'],
  ['出雲', '出云', 'Izumo'],
  ['筑波', '筑波', 'Tsukuba'],
  ['那須', '那须', 'Nasu'],
  ['瀨戶', '濑户', 'Seto'],
  ['神田', '神田', 'Kanda'],
  ['安曇', '安昙', 'Azumi'],
  ['日高', '日高', 'Hidaka'],
  ['久留米', '久留米', 'Kurume'],
  ['八幡', '八幡', 'Yawata'],
  ['大和田', '大和田', 'Owada'],
];

/**
 * Japanese industry words per sector.
 * @type {Record<string, Word[]>}
 */
const JA_INDUSTRIES = {
  [FIN]: [
    ['銀行', '银行', 'Bank'],
    ['證券', '证券', 'Securities'],
    ['海上火災', '海上火灾', 'Marine & Fire Insurance'],
    ['信託', '信托', 'Trust'],
  ],
  [IT]: [
    ['電子', '电子', 'Electronics'],
    ['電機', '电机', 'Electric'],
    ['精機', '精机', 'Precision'],
    ['情報系統', '信息系统', 'Information Systems'],
    ['光學', '光学', 'Optical'],
  ],
  [COMM]: [
    ['通信', '通信', 'Telecom'],
    ['放送', '放送', 'Broadcasting'],
    ['娛樂', '娱乐', 'Entertainment'],
  ],
  [DISC]: [
    ['自動車', '自动车', 'Motor'],
    ['百貨店', '百货店', 'Department Stores'],
    ['服飾', '服饰', 'Apparel'],
    ['住宅', '住宅', 'Homes'],
  ],
  [STAPLES]: [
    ['食品', '食品', 'Foods'],
    ['麥酒', '麦酒', 'Breweries'],
    ['製粉', '制粉', 'Flour Milling'],
    ['化妝品', '化妆品', 'Cosmetics'],
  ],
  [ENERGY]: [
    ['石油', '石油', 'Oil'],
    ['資源', '资源', 'Resources'],
  ],
  [HEALTH]: [
    ['製藥', '制药', 'Pharmaceutical'],
    ['醫療', '医疗', 'Medical'],
  ],
  [INDUSTRY]: [
    ['重工', '重工', 'Heavy Industries'],
    ['商事', '商事', 'Trading'],
    ['鐵道', '铁道', 'Railway'],
    ['海運', '海运', 'Shipping'],
    ['建設', '建设', 'Construction'],
    ['機械', '机械', 'Machinery'],
  ],
  [MATERIALS]: [
    ['化學', '化学', 'Chemical'],
    ['製鐵', '制铁', 'Steel'],
    ['製紙', '制纸', 'Paper'],
    ['硝子', '硝子', 'Glass'],
  ],
  [REALTY]: [
    ['不動產', '不动产', 'Real Estate'],
    ['地所', '地所', 'Estate'],
  ],
  [UTILITIES]: [
    ['電力', '电力', 'Electric Power'],
    ['瓦斯', '燃气', 'Gas'],
  ],
};

/**
 * English industry words per sector, for the markets named in Latin script.
 * @type {Record<string, string[]>}
 */
const EN_INDUSTRIES = {
  [FIN]: ['Bank', 'Insurance', 'Capital', 'Financial', 'Assurance', 'Asset Management'],
  [IT]: ['Software', 'Semiconductor', 'Systems', 'Technologies', 'Electronics', 'Data'],
  [COMM]: ['Telecom', 'Media', 'Networks', 'Communications', 'Interactive'],
  [DISC]: ['Motors', 'Retail', 'Leisure', 'Automotive', 'Apparel', 'Homes'],
  [STAPLES]: ['Foods', 'Breweries', 'Beverages', 'Consumer Brands', 'Grocers'],
  [ENERGY]: ['Energy', 'Oil & Gas', 'Petroleum', 'Resources'],
  [HEALTH]: ['Pharmaceuticals', 'Biotech', 'Medical', 'Health', 'Diagnostics'],
  [INDUSTRY]: ['Industries', 'Engineering', 'Aerospace', 'Logistics', 'Rail', 'Construction', 'Machinery'],
  [MATERIALS]: ['Chemicals', 'Steel', 'Mining', 'Materials', 'Cement', 'Paper'],
  [REALTY]: ['Properties', 'Land', 'Real Estate'],
  [UTILITIES]: ['Power', 'Utilities', 'Water', 'Gas', 'Electric'],
};

/** @type {(text: string) => Word} */
export const same = (text) => [text, text, text];

/** The sectors whose names may end in 'Industries' (a bank may not). */
export const MAKERS = [IT, INDUSTRY, MATERIALS];
const NONE = same('');

/**
 * Name styles: roots, industry words per sector, endings, and whether the name is written in Chinese characters.
 * @type {Record<'hk' | 'cn' | 'tw' | 'ja', Style>}
 */
export const STYLES = {
  hk: {
    cjk: true,
    roots: ZH_ROOTS,
    industries: ZH_INDUSTRIES,
    endings: [NONE, ['控股', '控股', 'Holdings'], ['集團', '集团', 'Group'], ['國際', '国际', 'International']],
  },
  cn: { cjk: true, roots: ZH_ROOTS, industries: ZH_INDUSTRIES, endings: [NONE, ['股份', '股份', 'Co']] },
  tw: { cjk: true, roots: TW_ROOTS, industries: ZH_INDUSTRIES, endings: [NONE, ['控股', '控股', 'Holdings'], ['工業', '工业', 'Industrial', MAKERS]] },
  ja: { cjk: true, roots: JA_ROOTS, industries: JA_INDUSTRIES, endings: [NONE, ['控股', '控股', 'Holdings'], ['工業', '工业', 'Industries', MAKERS]] },
};

/**
 * A Latin-script style from local roots and legal endings (text, or [text, sectors it fits]); the name reads the same in all three languages.
 * @type {(roots: string[], endings: (string | [string, string[]])[]) => Style}
 */
export const latin = (roots, endings) => ({
  cjk: false,
  roots: roots.map(same),
  industries: Object.fromEntries(Object.entries(EN_INDUSTRIES).map(([sector, words]) => [sector, words.map(same)])),
  endings: endings.map((ending) => (Array.isArray(ending) ? [...same(ending[0]), ending[1]] : same(ending))),
});

/**
 * A name new in `used` (by its Chinese and its English form): root + industry word + ending.
 * @param {import('./random.mjs').Random} random
 * @param {Style} style
 * @param {string} sector
 * @param {Set<string>} used
 * @param {Word[]} [industries]
 */
export function companyName(random, style, sector, used, industries = style.industries[sector]) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const root = pick(random, style.roots);
    const industry = pick(random, industries);
    const ending = pick(
      random,
      style.endings.filter((e) => !e[3] || e[3].includes(sector)),
    );
    const en = [root[2], industry[2], ending[2]].filter(Boolean).join(' ');
    const name = style.cjk ? L(root[0] + industry[0] + ending[0], root[1] + industry[1] + ending[1], en) : L(en, en, en);
    if (used.has(name['zh-TW']) || used.has(en)) continue;
    used.add(name['zh-TW']);
    used.add(en);
    return { name, root: root[2], industry: industry[2] };
  }
  throw new Error(`holdings: ran out of ${sector} names`);
}
