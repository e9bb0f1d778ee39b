// Module boundary rules (flat config objects), spread into eslint.config.mjs.
export default [];
