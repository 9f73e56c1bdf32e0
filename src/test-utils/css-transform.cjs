// Jest transform for stylesheets (site project): importing a .css file yields an empty module.
module.exports = {
  process() {
    return { code: 'module.exports = {};' };
  },
};
