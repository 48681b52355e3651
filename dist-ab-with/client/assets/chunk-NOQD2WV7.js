import{u as n,w as s}from"./chunk-KKIWRRM3.js";import{c as e}from"./chunk-Z5R2ILVL.js";var a=e(n(),1);function o(){return(0,a.jsxs)("span",{className:"visually-hidden",children:[" ",(0,a.jsx)(s,{id:"a11y.newTab"})]})}export{o as a};
//# sourceMappingURL=chunk-NOQD2WV7.js.map
