declare const __APP_NAME__: string;
