// Picks the response language from Accept-Language: en → English, zh-CN/zh-Hans → Simplified, else Traditional.

/**
 * @param {string} [header]
 * @returns {'zh-TW' | 'zh-CN' | 'en-US'}
 */
export function responseLanguage(header = '') {
  const first = String(header).split(',')[0].trim().toLowerCase();
  if (first.startsWith('en')) return 'en-US';
  if (first === 'zh-cn' || first.startsWith('zh-hans') || first === 'zh-sg') return 'zh-CN';
  return 'zh-TW';
}
