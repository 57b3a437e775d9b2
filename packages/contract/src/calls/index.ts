export * from './define-call';
export * from './tenant';
export * from './system';
export * from './category';
export * from './share-url';
export * from './file';
