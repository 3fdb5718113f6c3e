// The markets: every market but the US as generation parameters, and the S&P 500 loaded from its constituents CSV.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { HKD_PER } from './funds.mjs';
import { between, seedOf, seeded } from './random.mjs';
import { COMM, DISC, ENERGY, FIN, HEALTH, INDUSTRY, IT, MATERIALS, REALTY, STAPLES, UTILITIES } from './holding-labels.mjs';
import { L } from './localized.mjs';
import { logUniform, pick, rankShares, roundTo } from './holding-random.mjs';
import { MAKERS, STYLES, latin } from './company-names.mjs';
import { ALNUM, digitsFrom, letters, lettersWithTail, nseSymbol } from './security-codes.mjs';

/**
 * A market of generated stocks (see MARKETS).
 * @typedef {object} Market
 * @property {string} id
 * @property {string} country
 * @property {number} count how many stocks it has
 * @property {number} weight its share of an all-world index, per cent
 * @property {number} fx HKD per unit of its currency
 * @property {[number, number]} price its price range in its currency
 * @property {import('./company-names.mjs').Style} style
 * @property {string} exchange the ticker's exchange suffix
 * @property {import('./security-codes.mjs').CodeMaker} code
 * @property {number} [head] how heavy its largest caps are (rankShares)
 * @property {Record<string, number>} [leaders] the sector mix of its largest companies
 * @property {Record<string, number>} [sectors] its sector mix (DEFAULT_SECTORS when absent)
 */

/**
 * A stock of the equity universe.
 * @typedef {object} Stock
 * @property {import('./localized.mjs').Localized} name
 * @property {string} ticker
 * @property {string} [symbol] the S&P 500 symbol (US stocks)
 * @property {string} sector
 * @property {string} industry
 * @property {string} country
 * @property {string} assetClass
 * @property {string} market
 * @property {number} cap a share of the all-world index, per cent
 * @property {number} priceHkd
 */

/**
 * Relative sector weights of a market: how likely a generated company is in each sector.
 * @type {Record<string, number>}
 */
export const DEFAULT_SECTORS = {
  [IT]: 13,
  [FIN]: 18,
  [INDUSTRY]: 16,
  [HEALTH]: 9,
  [DISC]: 10,
  [STAPLES]: 7,
  [COMM]: 6,
  [MATERIALS]: 8,
  [ENERGY]: 5,
  [UTILITIES]: 4,
  [REALTY]: 4,
};

/** A-share codes: Shanghai main board and STAR market, Shenzhen main board and ChiNext. */
const A_SHARE_RANGES = [
  [600000, 605999],
  [688001, 688999],
  [1, 3999],
  [300001, 301999],
];

/**
 * Every market but the US: its country, how many stocks it has, its share of an all-world index (per
 * cent, the sum of its caps), HKD per unit of its currency, its price range in that currency, its
 * name style, its ticker code and exchange suffix, and its sector mix.
 * @type {Market[]}
 */
export const MARKETS = [
  {
    id: 'CN_H',
    country: 'CN',
    count: 160,
    weight: 2.2,
    fx: 1,
    price: [1, 450],
    style: STYLES.hk,
    exchange: 'HK',
    code: (r) => String(Math.floor(logUniform(r, 1, 9999))),
    head: 4,
    leaders: { [COMM]: 3, [DISC]: 3, [FIN]: 3, [IT]: 1 },
    sectors: {
      [COMM]: 14,
      [DISC]: 18,
      [IT]: 10,
      [FIN]: 20,
      [ENERGY]: 7,
      [HEALTH]: 8,
      [INDUSTRY]: 8,
      [MATERIALS]: 5,
      [REALTY]: 5,
      [STAPLES]: 5,
      [UTILITIES]: 4,
    },
  },
  {
    id: 'HK',
    country: 'HK',
    count: 80,
    weight: 0.7,
    fx: 1,
    price: [1, 300],
    style: STYLES.hk,
    exchange: 'HK',
    code: (r) => String(Math.floor(logUniform(r, 1, 9999))),
    leaders: { [FIN]: 4, [REALTY]: 2, [UTILITIES]: 1, [INDUSTRY]: 1 },
    sectors: { [FIN]: 28, [REALTY]: 22, [UTILITIES]: 10, [INDUSTRY]: 14, [DISC]: 12, [STAPLES]: 6, [COMM]: 4, [IT]: 4 },
  },
  {
    id: 'CN_A',
    country: 'CN',
    count: 360,
    weight: 1.0,
    fx: HKD_PER.CNY,
    price: [3, 400],
    style: STYLES.cn,
    exchange: 'CH',
    head: 12,
    leaders: { [STAPLES]: 2, [FIN]: 4, [IT]: 1, [INDUSTRY]: 2, [DISC]: 1 },
    code: (r) => {
      const [from, to] = pick(r, A_SHARE_RANGES);
      return digitsFrom(from, to, 6)(r);
    },
  },
  {
    id: 'TW',
    country: 'TW',
    count: 160,
    weight: 2.0,
    fx: 0.24,
    price: [15, 1500],
    style: STYLES.tw,
    exchange: 'TT',
    code: digitsFrom(1101, 9958),
    head: 1.5,
    leaders: { [IT]: 1 },
    sectors: { [IT]: 55, [FIN]: 15, [MATERIALS]: 8, [INDUSTRY]: 7, [COMM]: 4, [DISC]: 5, [STAPLES]: 3, [HEALTH]: 2, [ENERGY]: 1 },
  },
  {
    id: 'JP',
    country: 'JP',
    count: 420,
    weight: 5.8,
    fx: 0.052,
    price: [300, 15000],
    style: STYLES.ja,
    exchange: 'JT',
    code: digitsFrom(1301, 9997),
    head: 10,
    leaders: { [DISC]: 2, [IT]: 2, [FIN]: 2, [INDUSTRY]: 2 },
    sectors: {
      [INDUSTRY]: 24,
      [DISC]: 18,
      [IT]: 14,
      [FIN]: 12,
      [HEALTH]: 7,
      [COMM]: 6,
      [STAPLES]: 6,
      [MATERIALS]: 6,
      [REALTY]: 3,
      [UTILITIES]: 2,
      [ENERGY]: 2,
    },
  },
  {
    id: 'KR',
    country: 'KR',
    count: 160,
    weight: 1.2,
    fx: 0.0055,
    price: [5000, 900000],
    exchange: 'KS',
    code: (r) => String(Math.floor(between(r, 100, 40000)) * 10).padStart(6, '0'),
    head: 1.5,
    leaders: { [IT]: 2, [DISC]: 1, [FIN]: 1 },
    style: latin(
      [
        'Hanseong',
        'Daehan',
        'Jeil',
        'Hanbit',
        'Seorak',
        'Gaya',
        'Baekje',
        'Namsan',
        'Hanil',
        'Dongbang',
        'Sambo',
        'Geumgang',
        'Taebaek',
        'Hallasan',
        'Mokpo',
        'Gyeongbu',
      ],
      ['Co., Ltd.', 'Corp.', 'Holdings'],
    ),
    sectors: { [IT]: 32, [FIN]: 14, [INDUSTRY]: 14, [DISC]: 10, [MATERIALS]: 9, [HEALTH]: 8, [COMM]: 6, [STAPLES]: 4, [ENERGY]: 2, [UTILITIES]: 1 },
  },
  {
    id: 'IN',
    country: 'IN',
    count: 200,
    weight: 2.0,
    fx: 0.09,
    price: [50, 5000],
    exchange: 'IN',
    code: nseSymbol,
    style: latin(
      [
        'Bharat',
        'Sagar',
        'Ganga',
        'Vishal',
        'Shree',
        'Kaveri',
        'Sahyadri',
        'Narmada',
        'Himalaya',
        'Deccan',
        'Konkan',
        'Vindhya',
        'Aravali',
        'Satpura',
        'Malabar',
        'Godavari',
      ],
      ['Ltd', ['Industries Ltd', MAKERS]],
    ),
    sectors: { [FIN]: 28, [IT]: 12, [DISC]: 10, [INDUSTRY]: 10, [ENERGY]: 9, [STAPLES]: 8, [MATERIALS]: 9, [HEALTH]: 7, [COMM]: 3, [UTILITIES]: 4 },
  },
  {
    id: 'AU',
    country: 'AU',
    count: 160,
    weight: 1.7,
    fx: 5.0,
    price: [0.5, 150],
    exchange: 'AU',
    code: letters(3),
    style: latin(
      [
        'Southern Cross',
        'Murray',
        'Kimberley',
        'Coral Sea',
        'Pilbara',
        'Darling',
        'Flinders',
        'Gippsland',
        'Arnhem',
        'Tasman',
        'Eyre',
        'Nullarbor',
        'Otway',
        'Riverina',
      ],
      ['Ltd', 'Group Ltd'],
    ),
    sectors: { [FIN]: 30, [MATERIALS]: 22, [HEALTH]: 8, [INDUSTRY]: 8, [DISC]: 8, [REALTY]: 7, [ENERGY]: 5, [STAPLES]: 4, [COMM]: 3, [IT]: 3, [UTILITIES]: 2 },
  },
  {
    id: 'SG',
    country: 'SG',
    count: 50,
    weight: 0.35,
    fx: 6.0,
    price: [0.3, 40],
    exchange: 'SP',
    code: (r) => `${String.fromCharCode(65 + Math.floor(r() * 26))}${Math.floor(r() * 10)}${ALNUM[Math.floor(r() * ALNUM.length)]}`,
    style: latin(['Merlion', 'Straits', 'Kallang', 'Orchard', 'Sentosa', 'Changi', 'Tampines', 'Bukit', 'Jurong', 'Serangoon'], ['Ltd', 'Holdings Ltd']),
    sectors: { [FIN]: 40, [INDUSTRY]: 18, [REALTY]: 14, [COMM]: 10, [STAPLES]: 6, [DISC]: 6, [IT]: 6 },
  },
  {
    id: 'GB',
    country: 'GB',
    count: 220,
    weight: 3.4,
    fx: 10.3,
    price: [0.5, 60],
    exchange: 'LN',
    code: letters(4),
    style: latin(
      [
        'Albion',
        'Ashford',
        'Kingsbridge',
        'Pennine',
        'Hadley',
        'Redbourne',
        'Whitmore',
        'Caledon',
        'Severn',
        'Harrow',
        'Mercia',
        'Wessex',
        'Cotswold',
        'Thornbury',
        'Bramley',
        'Avonmouth',
        'Blackwater',
        'Lindisfarne',
        'Carrick',
        'Stratton',
      ],
      ['plc', 'Group plc', 'Holdings plc'],
    ),
    sectors: {
      [FIN]: 24,
      [STAPLES]: 12,
      [INDUSTRY]: 14,
      [ENERGY]: 10,
      [HEALTH]: 10,
      [MATERIALS]: 9,
      [DISC]: 8,
      [UTILITIES]: 4,
      [COMM]: 4,
      [REALTY]: 3,
      [IT]: 2,
    },
  },
  {
    id: 'FR',
    country: 'FR',
    count: 120,
    weight: 2.6,
    fx: 8.9,
    price: [5, 700],
    exchange: 'FP',
    code: letters(3),
    style: latin(
      [
        'Valmont',
        'Garonne',
        'Beaulieu',
        'Rocheval',
        'Dauphin',
        'Lumière',
        'Montclair',
        'Vercors',
        'Aubrac',
        'Morvan',
        'Sologne',
        'Vendôme',
        'Belcastel',
        'Chantilly',
        'Armorique',
        'Quercy',
      ],
      ['SA', 'SE'],
    ),
    sectors: { [DISC]: 18, [INDUSTRY]: 22, [FIN]: 14, [HEALTH]: 9, [STAPLES]: 8, [MATERIALS]: 7, [ENERGY]: 6, [IT]: 6, [UTILITIES]: 5, [COMM]: 4, [REALTY]: 1 },
  },
  {
    id: 'DE',
    country: 'DE',
    count: 120,
    weight: 2.1,
    fx: 8.9,
    price: [5, 600],
    exchange: 'GY',
    code: letters(3),
    style: latin(
      [
        'Falken',
        'Lindner',
        'Adler',
        'Steinberg',
        'Hansa',
        'Weser',
        'Rheinland',
        'Harz',
        'Eifel',
        'Spree',
        'Isar',
        'Taunus',
        'Brandt',
        'Kessler',
        'Nordmark',
        'Havel',
      ],
      ['AG', 'SE'],
    ),
    sectors: { [INDUSTRY]: 22, [FIN]: 18, [IT]: 12, [DISC]: 12, [HEALTH]: 8, [MATERIALS]: 8, [COMM]: 6, [UTILITIES]: 6, [REALTY]: 4, [STAPLES]: 4 },
  },
  {
    id: 'CH',
    country: 'CH',
    count: 100,
    weight: 2.3,
    fx: 9.6,
    price: [10, 800],
    exchange: 'SW',
    code: lettersWithTail(4, 'N', 0.3),
    leaders: { [HEALTH]: 2, [STAPLES]: 1, [FIN]: 1 },
    style: latin(
      ['Alpina', 'Rigi', 'Säntis', 'Lemano', 'Pilatus', 'Engadin', 'Ticino', 'Jura', 'Glarner', 'Aare', 'Rhône', 'Bernina'],
      ['AG', 'Holding AG', 'SA'],
    ),
    sectors: { [HEALTH]: 28, [FIN]: 24, [STAPLES]: 14, [INDUSTRY]: 14, [MATERIALS]: 8, [DISC]: 6, [IT]: 4, [COMM]: 2 },
  },
  {
    id: 'NL',
    country: 'NL',
    count: 50,
    weight: 1.1,
    fx: 8.9,
    price: [5, 700],
    exchange: 'NA',
    code: letters(3),
    style: latin(['Zuiderzee', 'Vlieland', 'Delfland', 'Kennemer', 'Veluwe', 'Waddenzee', 'Noordkaap', 'Brabant', 'Twente', 'Drenthe'], ['NV']),
    sectors: { [IT]: 30, [FIN]: 20, [INDUSTRY]: 12, [STAPLES]: 12, [DISC]: 8, [MATERIALS]: 8, [HEALTH]: 6, [COMM]: 4 },
  },
  {
    id: 'ES',
    country: 'ES',
    count: 50,
    weight: 0.6,
    fx: 8.9,
    price: [2, 100],
    exchange: 'SM',
    code: letters(3),
    style: latin(['Ibérica', 'Castilla', 'Levante', 'Cantábrico', 'Navarra', 'Guadalquivir', 'Montserrat', 'Tajo', 'Ebro', 'Galaica'], ['SA']),
    sectors: { [FIN]: 32, [UTILITIES]: 20, [INDUSTRY]: 14, [DISC]: 10, [COMM]: 8, [ENERGY]: 6, [HEALTH]: 5, [REALTY]: 5 },
  },
  {
    id: 'IT',
    country: 'IT',
    count: 60,
    weight: 0.6,
    fx: 8.9,
    price: [1, 100],
    exchange: 'IM',
    code: letters(3),
    style: latin(['Tirrenia', 'Adriatica', 'Lombarda', 'Dolomiti', 'Ligure', 'Sabauda', 'Etrusca', 'Partenope', 'Brianza', 'Romagna'], ['SpA']),
    sectors: { [FIN]: 34, [UTILITIES]: 16, [ENERGY]: 12, [DISC]: 12, [INDUSTRY]: 12, [COMM]: 6, [HEALTH]: 4, [STAPLES]: 4 },
  },
  {
    id: 'SE',
    country: 'SE',
    count: 80,
    weight: 0.8,
    fx: 0.78,
    price: [20, 800],
    exchange: 'SS',
    code: lettersWithTail(4, 'B', 0.4),
    style: latin(['Norrland', 'Vasa', 'Göta', 'Svea', 'Kiruna', 'Dalarna', 'Vänern', 'Öland', 'Lappland', 'Bohus'], ['AB']),
    sectors: { [INDUSTRY]: 34, [FIN]: 24, [DISC]: 10, [IT]: 8, [HEALTH]: 8, [MATERIALS]: 6, [COMM]: 5, [REALTY]: 5 },
  },
  {
    id: 'DK',
    country: 'DK',
    count: 40,
    weight: 0.6,
    fx: 1.19,
    price: [50, 3000],
    exchange: 'DC',
    code: lettersWithTail(4, 'B', 0.4),
    head: 1.2,
    leaders: { [HEALTH]: 1 },
    style: latin(['Øresund', 'Jylland', 'Fyn', 'Skagen', 'Limfjord', 'Bornholm', 'Mols', 'Himmerland'], ['A/S']),
    sectors: { [HEALTH]: 40, [INDUSTRY]: 24, [FIN]: 14, [STAPLES]: 8, [UTILITIES]: 6, [MATERIALS]: 4, [DISC]: 4 },
  },
  {
    id: 'CA',
    country: 'CA',
    count: 180,
    weight: 2.7,
    fx: 5.6,
    price: [5, 250],
    exchange: 'CN',
    code: letters(3),
    style: latin(
      [
        'Laurentide',
        'Cascade',
        'Prairie',
        'Fraser',
        'Kootenay',
        'Boreal',
        'Athabasca',
        'Okanagan',
        'Muskoka',
        'Huron',
        'Cariboo',
        'Saguenay',
        'Yukon',
        'Nipissing',
        'Gaspé',
        'Rideau',
        'Assiniboine',
      ],
      ['Inc.', 'Corp.', 'Ltd.'],
    ),
    sectors: {
      [FIN]: 32,
      [ENERGY]: 17,
      [INDUSTRY]: 12,
      [MATERIALS]: 12,
      [IT]: 8,
      [UTILITIES]: 5,
      [DISC]: 4,
      [STAPLES]: 4,
      [COMM]: 3,
      [REALTY]: 2,
      [HEALTH]: 1,
    },
  },
  {
    id: 'BR',
    country: 'BR',
    count: 80,
    weight: 0.5,
    fx: 1.4,
    price: [3, 80],
    exchange: 'BZ',
    code: lettersWithTail(4, '3', 1),
    style: latin(['Paulista', 'Amazonas', 'Carioca', 'Cerrado', 'Guanabara', 'Paraná', 'Pampa', 'Sertão', 'Tijuca', 'Itaipu'], ['SA']),
    sectors: { [FIN]: 28, [MATERIALS]: 16, [ENERGY]: 14, [UTILITIES]: 10, [INDUSTRY]: 10, [STAPLES]: 8, [DISC]: 8, [HEALTH]: 4, [COMM]: 2 },
  },
  {
    id: 'MX',
    country: 'MX',
    count: 40,
    weight: 0.25,
    fx: 0.42,
    price: [10, 300],
    exchange: 'MM',
    code: letters(4),
    style: latin(['Sierra Madre', 'Bajío', 'Pacífico', 'Yucatán', 'Sonora', 'Anáhuac', 'Chapultepec', 'Tehuacán', 'Cozumel'], ['SAB de CV']),
    sectors: { [STAPLES]: 26, [FIN]: 24, [MATERIALS]: 14, [INDUSTRY]: 14, [COMM]: 12, [DISC]: 6, [REALTY]: 4 },
  },
  {
    id: 'ZA',
    country: 'ZA',
    count: 60,
    weight: 0.35,
    fx: 0.43,
    price: [20, 600],
    exchange: 'SJ',
    code: letters(3),
    style: latin(['Highveld', 'Karoo', 'Kalahari', 'Table Bay', 'Drakensberg', 'Limpopo', 'Zululand', 'Witwater', 'Cape Point', 'Vaal'], ['Ltd']),
    sectors: { [FIN]: 30, [MATERIALS]: 26, [DISC]: 12, [COMM]: 10, [STAPLES]: 10, [INDUSTRY]: 6, [HEALTH]: 6 },
  },
];

/** The US market's share of an all-world index, per cent: the sum of the S&P 500's caps. */
const US_WEIGHT = 62;
/** @type {Record<'largest' | 'rest', [number, number]>} */
const US_PRICE_USD = { largest: [80, 900], rest: [20, 500] };

/** The largest US companies, largest first (a rough order); the rest of the S&P 500 follows in seeded order. */
const US_LARGEST =
  'NVDA MSFT AAPL AMZN GOOGL META AVGO GOOG TSLA BRK.B JPM LLY ORCL WMT V MA NFLX XOM COST JNJ PLTR HD ABBV BAC PG AMD UNH GE CVX KO CSCO WFC IBM PM MS TMUS GS CRM AXP ABT MCD LIN RTX INTU MRK CAT T PEP UBER NOW DIS TMO VZ BKNG ISRG QCOM BX GILD SCHW TXN ANET C AMGN ADBE BLK SPGI LOW NEE PGR HON SYK ETN UNP AMAT DE MU LRCX KLAC APH PANW BSX ADP COF MDT CMCSA'.split(
    ' ',
  );

/** Nasdaq-100 members that are in the S&P 500 (the index is filled up to 101 lines with seeded technology names). */
export const NASDAQ_100 =
  'AAPL ABNB ADBE ADI ADP ADSK AEP AMAT AMD AMGN AMZN APP AVGO AXON BIIB BKNG BKR CDNS CDW CEG CHTR CMCSA COST CPRT CRWD CSCO CSGP CSX CTAS CTSH DASH DDOG DXCM EA EXC FANG FAST FTNT GEHC GILD GOOG GOOGL HON IDXX INTC INTU ISRG KDP KHC KLAC LIN LRCX LULU MAR MCHP MDLZ META MNST MSFT MU NFLX NVDA NXPI ODFL ON ORLY PANW PAYX PCAR PEP PLTR PYPL QCOM REGN ROP ROST SBUX SNPS TMUS TSLA TTD TTWO TXN VRSK VRTX WBD WDAY XEL'.split(
    ' ',
  );

/** @type {Record<string, string>} */
const GICS = {
  'Information Technology': IT,
  'Communication Services': COMM,
  'Consumer Discretionary': DISC,
  'Consumer Staples': STAPLES,
  Energy: ENERGY,
  Financials: FIN,
  'Health Care': HEALTH,
  Industrials: INDUSTRY,
  Materials: MATERIALS,
  'Real Estate': REALTY,
  Utilities: UTILITIES,
};

/**
 * Headquarters outside the US, by the last part of the CSV's location; everything else is US.
 * @type {Record<string, string>}
 */
const HEADQUARTERS = { Ireland: 'IE', 'United Kingdom': 'GB', Switzerland: 'CH', Bermuda: 'BM', Netherlands: 'NL', Canada: 'CA' };

/**
 * A price in HKD, 4 decimals, from a local price range and the currency's HKD rate.
 * @type {(random: import('./random.mjs').Random, range: [number, number], fx: number) => number}
 */
export const priceHkd = (random, [min, max], fx) => roundTo(roundTo(logUniform(random, min, max), 2) * fx, 4);

/**
 * The S&P 500 from the CSV, with seeded caps (the largest names first) and prices.
 * @returns {Stock[]}
 */
export function usStocks() {
  /** @type {Record<string, string>[]} the CSV's rows by its header */
  const rows = parse(readFileSync(new URL('./sp500-constituents.csv', import.meta.url)), { columns: true, skip_empty_lines: true });
  const random = seeded(seedOf('universe-US'));
  const bySymbol = new Map(rows.map((row) => [row.Symbol, row]));
  const largest = US_LARGEST.filter((symbol) => bySymbol.has(symbol));
  // After the largest, a seeded order in which Nasdaq-100 members tend to come first (they are large companies).
  const rest = rows
    .map((row) => row.Symbol)
    .filter((symbol) => !largest.includes(symbol))
    .map((symbol) => ({ symbol, key: random() * (NASDAQ_100.includes(symbol) ? 0.35 : 1) }))
    .sort((a, b) => a.key - b.key)
    .map(({ symbol }) => symbol);
  const shares = rankShares(random, rows.length, { head: 2.5, power: 1.05, noise: 0.15 });
  return [...largest, ...rest].map((symbol, rank) => {
    // Every symbol is one of the CSV's (the largest are kept only when the CSV has them).
    const row = /** @type {Record<string, string>} */ (bySymbol.get(symbol));
    const place = /** @type {string} */ (row['Headquarters Location'].split(', ').pop());
    return {
      name: L(row.Security, row.Security, row.Security),
      ticker: `${symbol.replace('.', '/')} US`,
      symbol,
      sector: GICS[row['GICS Sector']],
      industry: row['GICS Sub-Industry'],
      country: HEADQUARTERS[place] ?? 'US',
      assetClass: 'EQUITY',
      market: 'US',
      cap: US_WEIGHT * shares[rank],
      priceHkd: priceHkd(random, rank < largest.length ? US_PRICE_USD.largest : US_PRICE_USD.rest, HKD_PER.USD),
    };
  });
}
