//.kernel svm_scatter_w64
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 73
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.8)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V34 (40)  rf=r size=256 type=w align=32 words (r3.0)
//.declare V37 (43)  rf=r size=128 type=d align=32 words (r7.0)
//.declare V38 (44)  rf=r size=128 type=d align=32 words (r9.0)
//.declare V39 (45)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V40 (46)  rf=r size=32 type=d align=32 words (r1.0)
//.declare V41 (47)  rf=r size=128 type=q align=32 words (r11.0)
//.declare V42 (48)  rf=r size=128 type=q align=32 words (r13.0)
//.declare V43 (49)  rf=r size=32 type=d align=32 words (r15.0)
//.declare V44 (50)  rf=r size=128 type=q align=32 words (r16.0)
//.declare V45 (51)  rf=r size=128 type=q align=32 words (r18.0)
//.declare V46 (52)  rf=r size=32 type=d align=32 words (r20.0)
//.declare V47 (53)  rf=r size=128 type=q align=32 words (r21.0)
//.declare V48 (54)  rf=r size=128 type=q align=32 words (r23.0)
//.declare V49 (55)  rf=r size=32 type=d align=32 words (r25.0)
//.declare V50 (56)  rf=r size=128 type=q align=32 words (r26.0)
//.declare V51 (57)  rf=r size=128 type=q align=32 words (r28.0)
//.declare P1 (58)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P2 (59)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V52 (60)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare V53 (61)  rf=r size=256 type=d alias=V34+0 align=32 words (r3.0)
//.declare  (62)  rf=r size=64 type=ud align=32 words (r30.0)
//.declare  (63)  rf=r size=64 type=uq alias=+0 align=32 words (r30.0)
//.declare V55 (65)  rf=r size=256 type=w alias=V34+0 align=32 words (r3.0)
//.declare V57 (67)  rf=r size=128 type=d alias=V37+0 align=32 words (r7.0)
//.declare V58 (68)  rf=r size=256 type=d alias=V34+0 align=32 words (r3.0)
//.declare V59 (69)  rf=r size=128 type=d alias=V38+0 align=32 words (r9.0)
//.declare V60 (70)  rf=r size=32 type=d alias=V46+0 align=2 words (r20.0)
//.declare V61 (71)  rf=r size=32 type=d alias=V40+0 align=2 words (r1.0)
//.declare V62 (72)  rf=r size=128 type=q alias=V42+0 align=32 words (r13.0)
//.declare V63 (73)  rf=r size=8 type=q alias=V39+0 align=4 words (r2.2)
//.declare V64 (74)  rf=r size=128 type=q alias=V41+0 align=32 words (r11.0)
//.declare V65 (75)  rf=r size=32 type=d alias=V43+0 align=2 words (r15.0)
//.declare V66 (76)  rf=r size=128 type=q alias=V45+0 align=32 words (r18.0)
//.declare V67 (77)  rf=r size=128 type=q alias=V44+0 align=32 words (r16.0)
//.declare V68 (78)  rf=r size=128 type=q alias=V48+0 align=32 words (r23.0)
//.declare V69 (79)  rf=r size=128 type=q alias=V47+0 align=32 words (r21.0)
//.declare V70 (80)  rf=r size=32 type=d alias=V49+0 align=2 words (r25.0)
//.declare V71 (81)  rf=r size=128 type=q alias=V51+0 align=32 words (r28.0)
//.declare V72 (82)  rf=r size=128 type=q alias=V50+0 align=32 words (r26.0)
//.declare V74 (84)  rf=r size=128 type=uq alias=V42+0 align=32 words (r13.0)
//.declare V75 (85)  rf=r size=128 type=uq alias=V45+0 align=32 words (r18.0)
//.declare V77 (87)  rf=r size=128 type=uq alias=V48+0 align=32 words (r23.0)
//.declare V78 (88)  rf=r size=128 type=uq alias=V51+0 align=32 words (r28.0)
//.declare  (89)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (90)  rf=r size=16 type=w align=16 words (r1.16)
//.declare  (91)  rf=r size=16 type=w align=16 words (r2.16)
//.declare  (92)  rf=r size=64 type=ud align=32 words (r31.0)
//.declare  (93)  rf=r size=64 type=ud align=32 words (r32.0)
//.declare  (94)  rf=r size=64 type=ud align=32 words (r33.0)
//.declare  (95)  rf=r size=64 type=ud align=32 words (r34.0)
//.declare  (96)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (97)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (98)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (99)  rf=r size=32 type=ud align=2 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V39      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $59
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x8t.a32.ca.ca (1|M0)  r2:1  bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218C500 // $59
// B002: Preds:{B001},  Succs:{}
// svm_scatter_w64_BB_0:
(W)     mov (1|M0)               r30.0<1>:uq   r2.1<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        mov (8|M0)               r1.16<1>:w    0x76543210:v                               {$0.dst}   // $7
(W)     send.dc1 (16|M0)         r3       r30     null:0  0x0            0x024D05FF           {I@2,$2} // wr:1h+0, rd:4; a64 unaligned oword block read x16 // $1
        mov (8|M0)               r2.16<1>:w    0xCBA98765:uv                                         // $42
        mul (8|M0)               r20.0<1>:d    r1.16<1;1,0>:w    20:w               {I@2}            // $7
        mul (8|M0)               r25.0<1>:d    r2.16<1;1,0>:w    20:w               {I@2}            // $42
        add (8|M0)               r1.0<1>:d     r20.0<1;1,0>:d    4:w               {Compacted,I@2}   // $8
        add (8|M0)               r15.0<1>:d    r20.0<1;1,0>:d    68:w               {Compacted}      // $19
        add (8|M0)               r20.0<1>:d    r20.0<1;1,0>:d    36:w               {Compacted}      // $30
        mov (8|M0)               r34.0<2>:ud   r25.0<1;1,0>:ud                  {Compacted,I@4}      // $43
        mov (8|M0)               r31.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,I@4}      // $9
        mov (8|M0)               r32.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted,I@4}      // $20
        mov (8|M0)               r33.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted,I@4}      // $31
        mov (1|M0)               r12.7<1>:q    48:w                                                  // $10
        mov (1|M0)               r12.6<1>:q    28:w                                                  // $11
        mov (1|M0)               r12.5<1>:q    8:w                                                   // $12
        mov (1|M0)               r12.4<1>:q    244:w                                                 // $13
        mov (1|M0)               r12.3<1>:q    224:w                                                 // $14
        mov (1|M0)               r12.2<1>:q    204:w                                                 // $15
        mov (1|M0)               r12.1<1>:q    184:w                                                 // $16
        mov (1|M0)               r12.0<1>:q    164:w                                                 // $17
        mov (1|M0)               r17.7<1>:q    112:w                                                 // $21
        mov (1|M0)               r17.6<1>:q    92:w                                                  // $22
        mov (1|M0)               r17.5<1>:q    72:w                                                  // $23
        mov (1|M0)               r17.4<1>:q    52:w                                                  // $24
        mov (1|M0)               r17.3<1>:q    32:w                                                  // $25
        mov (1|M0)               r17.2<1>:q    12:w                                                  // $26
        mov (1|M0)               r17.1<1>:q    248:w                                                 // $27
        mov (1|M0)               r17.0<1>:q    228:w                                                 // $28
        mov (1|M0)               r21.7<1>:q    16:w                                                  // $32
        mov (1|M0)               r21.6<1>:q    252:w                                                 // $33
        mov (1|M0)               r21.5<1>:q    232:w                                                 // $34
        mov (1|M0)               r21.4<1>:q    212:w                                                 // $35
        mov (1|M0)               r21.3<1>:q    192:w                                                 // $36
        mov (1|M0)               r21.2<1>:q    172:w                                                 // $37
        mov (1|M0)               r21.1<1>:q    152:w                                                 // $38
        mov (1|M0)               r21.0<1>:q    132:w                                                 // $39
        mov (1|M0)               r26.7<1>:q    80:w                                                  // $44
        mov (1|M0)               r26.6<1>:q    60:w                                                  // $45
        mov (1|M0)               r26.5<1>:q    40:w                                                  // $46
        mov (1|M0)               r26.4<1>:q    20:w                                                  // $47
        mov (1|M0)               r26.3<1>:q    0:w                                                   // $48
        mov (1|M0)               r26.2<1>:q    236:w                                                 // $49
        mov (1|M0)               r26.1<1>:q    216:w                                                 // $50
        mov (1|M0)               r26.0<1>:q    196:w                                                 // $51
        mov (8|M0)               r27.0<1>:q    r34.0<2;1,0>:d                                        // $43
        mov (8|M0)               r11.0<1>:q    r31.0<2;1,0>:d                                        // $9
        mov (8|M0)               r16.0<1>:q    r32.0<2;1,0>:d                                        // $20
        mov (8|M0)               r22.0<1>:q    r33.0<2;1,0>:d                                        // $31
        and (32|M0)   (ne)f1.0   null<2>:w     r3.0<2;1,0>:w     3:w               {$2.dst}          // $2
        and (32|M0)   (ne)f0.0   null<2>:w     r5.0<2;1,0>:w     3:w                                 // $3
        add (32|M0)              r7.0<1>:d     r3.0<1;1,0>:d     1:w               {Compacted}       // $4
        add (32|M0)              r9.0<1>:d     r5.0<1;1,0>:d     1:w               {Compacted}       // $5
        add (16|M0)              r28.0<1>:q    r2.2<0;1,0>:q     r26.0<1;1,0>:q   {Compacted,I@7}    // $52
        add (16|M0)              r13.0<1>:q    r2.2<0;1,0>:q     r11.0<1;1,0>:q   {Compacted,I@7}    // $18
        add (16|M0)              r18.0<1>:q    r2.2<0;1,0>:q     r16.0<1;1,0>:q   {Compacted,I@7}    // $29
        add (16|M0)              r23.0<1>:q    r2.2<0;1,0>:q     r21.0<1;1,0>:q   {Compacted,I@7}    // $40
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}          // $59
(f1.0)  send.dc1 (16|M0)         null     r13     r7:1    0x0            0x040691FF           {I@4,$3} // wr:2+1, rd:0; a64 dword scattering write // $54
(f1.0)  send.dc1 (16|M16)        null     r18     r8:1    0x0            0x040691FF           {I@3,$4} // wr:2+1, rd:0; a64 dword scattering write // $55
(f0.0)  send.dc1 (16|M0)         null     r23     r9:1    0x0            0x040691FF           {I@2,$5} // wr:2+1, rd:0; a64 dword scattering write // $57
(f0.0)  send.dc1 (16|M16)        null     r28     r10:1   0x0            0x040691FF           {$6} // wr:2+1, rd:0; a64 dword scattering write // $58
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread // $59


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 81
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
