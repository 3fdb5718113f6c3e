// The `notice` section kind: a fixed text from the manifest (a disclaimer, a warning) in a bordered box.
import type { NoticeSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';
import { noticeKind } from './notice-kind';
import { fillIn, fixed } from '../template-words';

export default defineKind<NoticeSection>({
  name: 'notice',
  code: noticeKind,
  details: KIND_DETAILS && {
    schema: {
      section: {
        description: 'A fixed text, such as a disclaimer.',
        required: ['text'],
        properties: {
          text: { $ref: '#/definitions/label', description: 'The text.' },
          tone: { description: '`info` or `warning`.', enum: ['info', 'warning'], default: 'info' },
        },
      },
    },
    css: 'notice.css',
    budget: 500,
    studio: {
      label: { 'zh-TW': '通告', 'zh-CN': '通知', 'en-US': 'Notice' },
      template: (id) => ({ id: `@@1:${id}@@`, kind: 'notice', tone: 'info', text: fillIn(2, ['新通告', '新通告', 'New notice']) }),
    },
    contract: { section: { id: 'n', kind: 'notice', text: fixed(['示範資料。', '示范数据。', 'Demo data.']) }, shows: 'Demo data.' },
  },
});
