// A minimal JSON reader, enough for enaml-kiwi-values.json (objects, arrays,
// strings without unicode escapes, numbers, true/false/null). Errors throw
// std::runtime_error with the byte offset.
#pragma once

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace mini_json {

struct Value {
    enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<Value> array;
    // Keys in file order, so nothing depends on map iteration order.
    std::vector<std::pair<std::string, Value>> object;

    const Value& at(const std::string& key) const {
        for (const auto& kv : object)
            if (kv.first == key) return kv.second;
        throw std::runtime_error("JSON: missing key \"" + key + "\"");
    }
};

class Parser {
public:
    explicit Parser(const std::string& text) : s_(text) {}

    Value parseDocument() {
        Value v = parseValue();
        skipSpace();
        if (i_ != s_.size()) fail("trailing characters");
        return v;
    }

private:
    const std::string& s_;
    size_t i_ = 0;

    [[noreturn]] void fail(const std::string& what) const {
        throw std::runtime_error("JSON: " + what + " at offset " + std::to_string(i_));
    }
    void skipSpace() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) ++i_;
    }
    void expect(char c) {
        skipSpace();
        if (i_ >= s_.size() || s_[i_] != c) fail(std::string("expected '") + c + "'");
        ++i_;
    }
    bool consumeWord(const char* word) {
        size_t n = std::char_traits<char>::length(word);
        if (s_.compare(i_, n, word) == 0) { i_ += n; return true; }
        return false;
    }
    std::string parseString() {
        expect('"');
        std::string out;
        while (i_ < s_.size() && s_[i_] != '"') {
            char c = s_[i_++];
            if (c == '\\') {
                if (i_ >= s_.size()) fail("bad escape");
                char e = s_[i_++];
                switch (e) {
                case 'n': out += '\n'; break;
                case 't': out += '\t'; break;
                case '"': case '\\': case '/': out += e; break;
                default: fail("unsupported escape");
                }
            } else {
                out += c;
            }
        }
        if (i_ >= s_.size()) fail("unterminated string");
        ++i_;
        return out;
    }
    Value parseValue() {
        skipSpace();
        if (i_ >= s_.size()) fail("unexpected end");
        Value v;
        char c = s_[i_];
        if (c == '{') {
            v.kind = Value::Object;
            ++i_;
            skipSpace();
            if (s_[i_] == '}') { ++i_; return v; }
            for (;;) {
                std::string key = parseString();
                expect(':');
                v.object.emplace_back(key, parseValue());
                skipSpace();
                if (i_ < s_.size() && s_[i_] == ',') { ++i_; continue; }
                expect('}');
                return v;
            }
        }
        if (c == '[') {
            v.kind = Value::Array;
            ++i_;
            skipSpace();
            if (s_[i_] == ']') { ++i_; return v; }
            for (;;) {
                v.array.push_back(parseValue());
                skipSpace();
                if (i_ < s_.size() && s_[i_] == ',') { ++i_; continue; }
                expect(']');
                return v;
            }
        }
        if (c == '"') { v.kind = Value::String; v.string = parseString(); return v; }
        if (consumeWord("true")) { v.kind = Value::Bool; v.boolean = true; return v; }
        if (consumeWord("false")) { v.kind = Value::Bool; return v; }
        if (consumeWord("null")) return v;
        size_t used = 0;
        try {
            v.number = std::stod(s_.substr(i_, 40), &used);
        } catch (...) {
            fail("bad value");
        }
        i_ += used;
        v.kind = Value::Number;
        return v;
    }
};

inline Value parse(const std::string& text) { return Parser(text).parseDocument(); }

} // namespace mini_json
