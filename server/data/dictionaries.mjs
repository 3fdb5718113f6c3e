// The dictionaries behind the list filters and coded fields, in three languages.
import { L } from './localized.mjs';
import { ISSUERS } from './funds.mjs';
import { DOCUMENT_TYPES, TYPE_NAMES } from './document-catalogue.mjs';

/**
 * dictType → [{ value, label }] with labels per language.
 * @type {Record<string, { value: string, label: import('./localized.mjs').Localized }[]>}
 */
export const DICTIONARIES = {
  fundType: [
    { value: 'ALL', label: L('全部', '全部', 'All') },
    { value: 'ETF', label: L('交易所買賣基金', '交易所买卖基金', 'Exchange-traded funds') },
    { value: 'PUB', label: L('公募基金', '公募基金', 'Public funds') },
    { value: 'PRI', label: L('私募基金', '私募基金', 'Private funds') },
  ],
  issuer: ISSUERS.map((issuer) => ({ value: issuer.id, label: issuer.name })),
  assetClass: [
    { value: 'EQUITY', label: L('股票', '股票', 'Equity') },
    { value: 'BOND', label: L('債券', '债券', 'Fixed income') },
    { value: 'MONEY_MARKET', label: L('貨幣市場', '货币市场', 'Money market') },
    { value: 'COMMODITY', label: L('商品', '商品', 'Commodity') },
    { value: 'REIT', label: L('房地產信託', '房地产信托', 'Real estate (REIT)') },
    { value: 'MULTI_ASSET', label: L('多元資產', '多元资产', 'Multi-asset') },
  ],
  investmentArea: [
    { value: 'HK', label: L('香港', '香港', 'Hong Kong') },
    { value: 'CN', label: L('中國內地', '中国内地', 'Mainland China') },
    { value: 'US', label: L('美國', '美国', 'United States') },
    { value: 'JP', label: L('日本', '日本', 'Japan') },
    { value: 'APAC', label: L('亞太', '亚太', 'Asia Pacific') },
    { value: 'GLOBAL', label: L('環球', '环球', 'Global') },
  ],
  investmentOrientation: [
    { value: 'PASSIVE', label: L('被動（指數追蹤）', '被动（指数追踪）', 'Passive (index tracking)') },
    { value: 'ACTIVE', label: L('主動管理', '主动管理', 'Actively managed') },
    { value: 'INCOME', label: L('收益', '收益', 'Income') },
    { value: 'GROWTH', label: L('增長', '增长', 'Growth') },
  ],
  currency: [
    { value: 'HKD', label: L('港元', '港元', 'Hong Kong dollar') },
    { value: 'CNY', label: L('人民幣', '人民币', 'Renminbi') },
    { value: 'USD', label: L('美元', '美元', 'US dollar') },
  ],
  // The `type` of a fund document (/v1/fundProduct/document/list), in the order the list sorts a day's documents.
  documentType: DOCUMENT_TYPES.map((type) => ({ value: type, label: TYPE_NAMES[type] })),
};
