export declare const SERVICE_WORKER_PATH: '/sw.js';
export declare const OFFLINE_PATH: '/offline';
export declare const SAVED_COPY_ID: 'saved-copy';
export declare const SAVED_PAGES_ID: 'saved-pages';
