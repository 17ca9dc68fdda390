export * from './abn.ts';
export * from './account.ts';
export * from './catalogue.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './user.ts';
