// The holdings' codes — sectors, countries, asset classes — with their labels in three languages.

import { L } from './localized.mjs';

/**
 * Holding sectors: GICS sectors for equities and REITs, issuer types for bonds and money-market instruments.
 * @type {Record<string, import('./localized.mjs').Localized>}
 */
export const SECTORS = {
  INFORMATION_TECHNOLOGY: L('資訊科技', '信息技术', 'Information Technology'),
  COMMUNICATION_SERVICES: L('通訊服務', '通讯服务', 'Communication Services'),
  CONSUMER_DISCRETIONARY: L('非必需消費品', '非必需消费品', 'Consumer Discretionary'),
  CONSUMER_STAPLES: L('必需消費品', '必需消费品', 'Consumer Staples'),
  ENERGY: L('能源', '能源', 'Energy'),
  FINANCIALS: L('金融', '金融', 'Financials'),
  HEALTH_CARE: L('醫療保健', '医疗保健', 'Health Care'),
  INDUSTRIALS: L('工業', '工业', 'Industrials'),
  MATERIALS: L('原材料', '原材料', 'Materials'),
  REAL_ESTATE: L('房地產', '房地产', 'Real Estate'),
  UTILITIES: L('公用事業', '公用事业', 'Utilities'),
  GOVERNMENT: L('政府', '政府', 'Government'),
  GOVERNMENT_RELATED: L('政府相關機構', '政府相关机构', 'Government-related'),
  CORPORATE: L('企業', '企业', 'Corporate'),
  DEPOSITS: L('存款', '存款', 'Deposits'),
  CERTIFICATES_OF_DEPOSIT: L('存款證', '存款证', 'Certificates of deposit'),
  PRECIOUS_METALS: L('貴金屬', '贵金属', 'Precious metals'),
  FUNDS: L('基金', '基金', 'Funds'),
  CASH: L('現金及其他', '现金及其他', 'Cash and others'),
};

/**
 * Countries of the holdings (ISO 3166 alpha-2): of the issuer, or where the asset is held.
 * @type {Record<string, import('./localized.mjs').Localized>}
 */
export const COUNTRIES = {
  US: L('美國', '美国', 'United States'),
  HK: L('香港', '香港', 'Hong Kong'),
  CN: L('中國內地', '中国内地', 'Mainland China'),
  TW: L('台灣', '中国台湾', 'Taiwan'),
  JP: L('日本', '日本', 'Japan'),
  KR: L('韓國', '韩国', 'South Korea'),
  IN: L('印度', '印度', 'India'),
  ID: L('印尼', '印度尼西亚', 'Indonesia'),
  PH: L('菲律賓', '菲律宾', 'Philippines'),
  AU: L('澳洲', '澳大利亚', 'Australia'),
  SG: L('新加坡', '新加坡', 'Singapore'),
  GB: L('英國', '英国', 'United Kingdom'),
  IE: L('愛爾蘭', '爱尔兰', 'Ireland'),
  FR: L('法國', '法国', 'France'),
  DE: L('德國', '德国', 'Germany'),
  CH: L('瑞士', '瑞士', 'Switzerland'),
  NL: L('荷蘭', '荷兰', 'Netherlands'),
  ES: L('西班牙', '西班牙', 'Spain'),
  IT: L('意大利', '意大利', 'Italy'),
  SE: L('瑞典', '瑞典', 'Sweden'),
  DK: L('丹麥', '丹麦', 'Denmark'),
  CA: L('加拿大', '加拿大', 'Canada'),
  BM: L('百慕達', '百慕大', 'Bermuda'),
  BR: L('巴西', '巴西', 'Brazil'),
  MX: L('墨西哥', '墨西哥', 'Mexico'),
  ZA: L('南非', '南非', 'South Africa'),
};

/**
 * Asset classes of the holdings.
 * @type {Record<string, import('./localized.mjs').Localized>}
 */
export const ASSET_CLASSES = {
  EQUITY: L('股票', '股票', 'Equity'),
  BOND: L('債券', '债券', 'Fixed income'),
  MONEY_MARKET: L('貨幣市場工具', '货币市场工具', 'Money market instruments'),
  COMMODITY: L('商品', '商品', 'Commodity'),
  REIT: L('房地產信託', '房地产信托', 'Real estate (REIT)'),
  FUND: L('基金', '基金', 'Funds'),
  CASH: L('現金及其他', '现金及其他', 'Cash and others'),
};

/** Short names of the GICS sector codes, for the tables keyed by sector. */
export const IT = 'INFORMATION_TECHNOLOGY';
export const COMM = 'COMMUNICATION_SERVICES';
export const DISC = 'CONSUMER_DISCRETIONARY';
export const STAPLES = 'CONSUMER_STAPLES';
export const ENERGY = 'ENERGY';
export const FIN = 'FINANCIALS';
export const HEALTH = 'HEALTH_CARE';
export const INDUSTRY = 'INDUSTRIALS';
export const MATERIALS = 'MATERIALS';
export const REALTY = 'REAL_ESTATE';
export const UTILITIES = 'UTILITIES';
