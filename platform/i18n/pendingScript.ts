/**
 * The one inline script of the app (in <head>, before the body paints). The exported HTML carries the
 * default language's text; when the visitor's language is another one, this marks <html> so CSS hides
 * the page until that language's messages are swapped in (store.ts removes the mark), instead of
 * flashing English first. It mirrors detect.ts's order (query, cookie, local, session storage,
 * browser) and only asks "is it a supported language other than English?"; pendingScript.test.ts
 * checks it agrees with detectLocale. A constant string, so a CSP can allow it by its hash.
 */
export const PENDING_SCRIPT = `(function(){try{
var B=/^(en|zh|ko|kr|id|in|vi|vn|fil|tl)$/;
function m(t){if(!t)return null;var b=String(t).trim().replace('_','-').split('-')[0].toLowerCase();return B.test(b)?b:null}
function g(s){try{return window[s].getItem('language')}catch(e){return null}}
var q=new URLSearchParams(location.search),l=m(q.get('lang'))||m(q.get('lng'))||m(q.get('language'));
if(!l){var c=document.cookie.split(';');for(var i=0;i<c.length;i++){var p=c[i].trim().split('=');if(p[0]==='language'){try{l=m(decodeURIComponent(p.slice(1).join('=')))}catch(e){}break}}}
l=l||m(g('localStorage'))||m(g('sessionStorage'));
if(!l){var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var j=0;j<n.length&&!l;j++)l=m(n[j])}
if(l&&l!=='en')document.documentElement.setAttribute('data-lang-pending','')
}catch(e){}})()`;
